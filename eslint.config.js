// Lint rules: ESLint's and typescript-eslint's recommended sets, React's rules of hooks,
// jsx-a11y's accessibility checks, and the layers' rules on resolved modules (decisions 028,
// 049). Formatting is Prettier's job (.prettierrc.json), so no rule here is about layout.
// `npm run validate` runs both with the type check; tests/lint/layers.test.ts shows each
// layer rule failing.
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { defineConfig } from "eslint/config";
import { importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const root = import.meta.dirname;

// Layers (docs/decisions/049): which folders a folder's modules may not import, judged on
// the file an import resolves to (tsconfig's `~/` alias included), so `./../x`, `../x` and
// an alias reach the same verdict. A zone's `target` is the importing files, `from` the
// forbidden ones, `except` the allowed parts of `from` (relative to it).
const adminScreens = readdirSync(`${root}/app/admin`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== "ui" && entry.name !== "frame")
  .map((entry) => entry.name);
// The arrows between screens that were there when the rule came (decision 049), until their
// parts move to app/admin/ui: the dashboard shows the activity log and the articles as their
// screens do; logo orders are worked as leads (decision 043). Any other such arrow fails.
const sharedScreenParts = {
  dashboard: ["./activity/activity-list.tsx", "./posts/article-languages.tsx", "./posts/post-requests.ts"],
  "logo-orders": ["./leads/lead-list.tsx", "./leads/lead-requests.ts", "./leads/lead-status.tsx"],
};
const layerZones = [
  {
    target: "./common",
    from: ["./app", "./server"],
    message: "common/ imports neither app/ nor server/: it holds only what both sides run (decision 049).",
  },
  {
    target: "./server",
    from: "./app",
    message: "server/ never imports app/: move what both sides need to common/ (decision 049).",
  },
  {
    // The data modules sit on the floor below every feature of the server; what they need
    // from a feature (a cache, a drawing, a batch's shape) is a parameter or a type of theirs.
    target: "./server/db/*.ts",
    from: "./server",
    except: ["./db", "./post-html", "./config.server.ts", "./logger.server.ts", "./passwords.server.ts"],
    message:
      "server/db/ imports only itself, server/post-html, config, logger and passwords: no API, auth or feature above it (decision 049).",
  },
  {
    // Migrations insert the shipped site content they were written with, and nothing else.
    target: "./server/db/migrations/**",
    from: "./server",
    except: ["./db/migrations", "./seed/site-content"],
    message: "A migration imports only other migrations and the shipped site content (decision 049).",
  },
  {
    target: "./app/components",
    from: "./app/admin",
    message: "The public components never import the admin (decision 049).",
  },
  ...adminScreens.map((screen) => ({
    target: `./app/admin/${screen}`,
    from: "./app/admin",
    except: [`./${screen}`, "./ui", "./frame", ...(sharedScreenParts[screen] ?? [])],
    message: "An admin screen imports no other screen: what two screens share lives in app/admin/ui (decision 049).",
  })),
  {
    target: ["./app/admin/ui", "./app/admin/frame"],
    from: "./app/admin",
    except: ["./ui", "./frame"],
    message: "app/admin/ui and app/admin/frame import no screen (decision 049).",
  },
];

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
    plugins: { "import-x": importX },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver({ project: `${root}/tsconfig.json` })] },
    rules: { "import-x/no-restricted-paths": ["error", { basePath: root, zones: layerZones }] },
  },
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
