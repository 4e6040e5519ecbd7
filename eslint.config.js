// Lint rules: ESLint's and typescript-eslint's recommended sets, React's rules of hooks,
// jsx-a11y's accessibility checks, and the layers' import rules (decision 028). Formatting is
// Prettier's job (.prettierrc.json), so no rule here is about layout. `npm run validate` runs
// both with the type check; tests/lint/layers.test.ts shows each layer rule failing.
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Layers (docs/decisions/028): which folders a folder's modules may not import. Import
// paths are matched as written, relative or through app's `~/` alias.
const intoApp = {
  regex: "^(\\.\\./)+app(/|$)|^~/",
  message: "server/ and common/ never import app/: move what both sides need to common/ (decision 028).",
};
const intoServer = {
  regex: "^(\\.\\./)+server(/|$)",
  message: "common/ never imports server/: it holds only what the browser may run too (decision 028).",
};
const intoApiOrAuth = {
  regex: "^(\\.\\./)+(server/)?(api|auth)(/|$)",
  message: "server/db/ never imports server/api/ or server/auth/: the data modules sit below them (decision 028).",
};
/** Forbids `patterns` in `files`; a later block for the same files replaces an earlier one's list. */
const layer = (files, ...patterns) => ({ files, rules: { "no-restricted-imports": ["error", { patterns }] } });

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
  layer(["common/**"], intoApp, intoServer),
  layer(["server/**"], intoApp),
  layer(["server/db/**"], intoApp, intoApiOrAuth),
  {
    // Decision 012: a module's name says it runs on the server only, so React Router's
    // compiler refuses it in a browser bundle. Reported on the whole file.
    files: ["server/**/*.{ts,tsx}"],
    ignores: ["**/*.server.ts", "**/*.test.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "Program",
          message: "A module under server/ is named *.server.ts (tests *.test.ts) (decision 012).",
        },
      ],
    },
  },
  {
    // Tests read answers loosely; their shapes are checked against the API's schemas at run time.
    files: ["tests/**", "**/*.test.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
);
