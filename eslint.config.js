// Lint rules: ESLint's and typescript-eslint's recommended sets, React's rules of hooks and
// jsx-a11y's accessibility checks. Formatting is Prettier's job (.prettierrc.json), so no
// rule here is about layout. `npm run validate` runs both with the type check.
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig(
  { ignores: ["build/", ".react-router/", "data/", "coverage/", "public/"] },
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // Only dialogs and editors the visitor just opened focus a field, as the WAI-ARIA dialog pattern asks.
      "jsx-a11y/no-autofocus": "off",
    },
  },
  {
    // Kysely's advice: a migration takes Kysely<any>, so it never depends on today's schema types.
    files: ["server/db/migrations/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // Tests read answers loosely; their shapes are checked against the API's schemas at run time.
    files: ["tests/**", "**/*.test.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
);
