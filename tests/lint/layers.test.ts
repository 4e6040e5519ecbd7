import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// The layer rules of eslint.config.js (decision 049), run through ESLint as `npm run lint`
// runs them, on code written as if it were the file at a path of each layer. The rules
// judge the file an import resolves to, so every import below names a file that exists.
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, "../..") });

/** Every message ESLint gives `code` at `filePath`, as "rule: message". */
async function lint(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

// ESLint's first run loads the config, its plugins and the TypeScript resolver (seconds, more
// on a busy machine): done once here, so no test's own time pays for it.
beforeAll(() => lint("common/post.ts", ""), 120_000);

const zone = (reason: string) =>
  expect.stringMatching(new RegExp(`^import-x/no-restricted-paths: Unexpected path .* ${reason}`));
const intoApp = zone("server/ never imports app/");
const commonIntoAppOrServer = zone("common/ imports neither app/ nor server/");
const dbUpward = zone("server/db/ imports only itself, server/post-html, config, logger and passwords");
const migrationUpward = zone("A migration imports only other migrations and the shipped site content");
const componentsIntoAdmin = zone("The public components never import the admin");
const screenIntoScreen = zone("An admin screen imports no other screen");
const sharedIntoScreen = zone("app/admin/ui and app/admin/frame import no screen");
const notServerModule = expect.stringMatching(/^no-restricted-syntax: A module under server\/ is named \*\.server\.ts/);

describe("server/", () => {
  it.each([
    [
      "server/share/share-cards.server.ts",
      'import { staticPageMeta } from "../../app/lib/seo";\nexport { staticPageMeta };',
    ],
    ["server/main.server.ts", 'export { hydrated } from "./../app/lib/hydration";'],
    ["server/mail/mailer.server.ts", 'import type { Site } from "~/lib/site";\nexport type { Site };'],
    ["server/api/posts.server.ts", 'const seo = await import("../../app/lib/seo");\nexport { seo };'],
  ])("%s may not import app/, however the path is written", async (file, code) => {
    expect(await lint(file, code)).toEqual([intoApp]);
  });

  it("imports common/ and its own folders", async () => {
    const code = 'import "../../common/page-meta";\nimport "../db/posts.server";\nimport "../auth/tokens.server";\n';
    expect(await lint("server/api/posts.server.ts", code)).toEqual([]);
  });

  it("names every module *.server.ts, tests aside", async () => {
    expect(await lint("server/share/card-layout.ts", "export const cardWidth = 1200;\n")).toEqual([notServerModule]);
    expect(await lint("server/share/card-layout.server.ts", "export const cardWidth = 1200;\n")).toEqual([]);
    expect(await lint("server/share/card-layout.test.ts", "export const cardWidth = 1200;\n")).toEqual([]);
  });
});

describe("server/db/", () => {
  it.each([
    ["server/db/posts.server.ts", 'import "../api/http.server";'],
    ["server/db/users.server.ts", 'import "../auth/tokens.server";'],
    ["server/db/users.server.ts", 'import "./../auth/require-staff.server";'],
    ["server/db/posts.server.ts", 'import "../../server/auth/require-staff.server";'],
    ["server/db/content-items.server.ts", 'import "../seed/seed.server";'],
    ["server/db/logo-orders.server.ts", 'import "../logo/generator.server";'],
    [
      "server/db/traffic.server.ts",
      'import type { CountedView } from "./../traffic/traffic-aggregator.server";\nexport type { CountedView };',
    ],
    [
      "server/db/media.server.ts",
      'import type { AnswerCache } from "../cache/answer-cache.server";\nexport type { AnswerCache };',
    ],
    ["server/db/posts.server.ts", 'import "../mail/mailer.server";'],
    ["server/db/posts.server.ts", 'import "../app.server";'],
  ])("%s may not reach above the data floor: %s", async (file, code) => {
    expect(await lint(file, code)).toEqual([dbUpward]);
  });

  it("may not import app/ either", async () => {
    expect(await lint("server/db/posts.server.ts", 'import "../../app/lib/seo";')).toEqual([intoApp]);
  });

  it("imports common/, its siblings, the post HTML, the config, the logger and passwords", async () => {
    const code =
      'import "../../common/post";\nimport "./schema.server";\nimport "../post-html/sanitize-html.server";\n' +
      'import "../config.server";\nimport "../logger.server";\nimport "../passwords.server";\n';
    expect(await lint("server/db/posts.server.ts", code)).toEqual([]);
  });

  it("lets a migration read the shipped site content and nothing else above it", async () => {
    const file = "server/db/migrations/2026-12-29-home-content.server.ts";
    expect(
      await lint(file, 'import "../../seed/site-content/shipped.server";\nimport "./2026-11-22-initial.server";'),
    ).toEqual([]);
    expect(await lint(file, 'import "../../auth/require-staff.server";')).toEqual([migrationUpward]);
    expect(await lint(file, 'import "../posts.server";')).toEqual([migrationUpward]);
  });
});

describe("common/", () => {
  it.each([
    ["common/post.ts", 'import type { DB } from "../server/db/schema.server";\nexport type { DB };'],
    ["common/content/items.ts", 'import "../../server/db/content-items.server";'],
    ["common/post.ts", 'import "./../server/db/posts.server";'],
    ["common/page-meta.ts", 'import "../app/lib/seo";'],
    ["common/i18n/languages.ts", 'import "~/i18n/i18n.client";'],
  ])("%s may import neither app/ nor server/: %s", async (file, code) => {
    expect(await lint(file, code)).toEqual([commonIntoAppOrServer]);
  });

  it("imports its own modules", async () => {
    expect(await lint("common/post.ts", 'import "./fields";\nimport "./i18n/languages";\n')).toEqual([]);
  });
});

describe("app/", () => {
  it("lets app/ import server modules and common/", async () => {
    const code = 'import "../server/share/share-cards.server";\nimport "../common/page-meta";\nimport "~/lib/seo";\n';
    expect(await lint("app/root.tsx", code)).toEqual([]);
  });

  it.each([
    ["app/components/layout/header.tsx", 'import "~/admin/ui/api";'],
    ["app/components/blog/post-card.tsx", 'import "./../../admin/ui/buttons";'],
  ])("%s may not import the admin: %s", async (file, code) => {
    expect(await lint(file, code)).toEqual([componentsIntoAdmin]);
  });

  it.each([
    ["app/admin/users/users.tsx", 'import "~/admin/posts/post-requests";'],
    ["app/admin/comments/comments.tsx", 'import "../leads/lead-requests";'],
    ["app/admin/media/media.tsx", 'import "./../settings/settings";'],
    ["app/admin/dashboard/dashboard.tsx", 'import "~/admin/users/users";'],
  ])("%s may not import another screen: %s", async (file, code) => {
    expect(await lint(file, code)).toEqual([screenIntoScreen]);
  });

  it("lets a screen import app/admin/ui, app/admin/frame and its own folder", async () => {
    const code = 'import "~/admin/ui/api";\nimport "../frame/admin-brand";\nimport "./user-requests";\n';
    expect(await lint("app/admin/users/users.tsx", code)).toEqual([]);
  });

  it.each([
    ["app/admin/ui/buttons.tsx", 'import "~/admin/posts/post-requests";'],
    ["app/admin/frame/layout.tsx", 'import "../users/users";'],
  ])("%s may not import a screen: %s", async (file, code) => {
    expect(await lint(file, code)).toEqual([sharedIntoScreen]);
  });
});
