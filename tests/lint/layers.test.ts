import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The layer rules of eslint.config.js (decision 028), run through ESLint as `npm run lint`
// runs them, on code written as if it were the file at a path of each layer.
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, "../..") });

/** Every message ESLint gives `code` at `filePath`, as "rule: message". */
async function lint(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

const intoApp = expect.stringMatching(/^no-restricted-imports: .*server\/ and common\/ never import app\//);
const intoServer = expect.stringMatching(/^no-restricted-imports: .*common\/ never imports server\//);
const intoApiOrAuth = expect.stringMatching(
  /^no-restricted-imports: .*server\/db\/ never imports server\/api\/ or server\/auth\//,
);
const notServerModule = expect.stringMatching(/^no-restricted-syntax: A module under server\/ is named \*\.server\.ts/);

describe("server/", () => {
  it.each([
    [
      "server/share/share-cards.server.ts",
      'import { staticPageMeta } from "../../app/lib/seo";\nexport { staticPageMeta };',
    ],
    ["server/main.server.ts", 'export { appContext } from "../app/load-context";'],
    [
      "server/mail/mailer.server.ts",
      'import type { TFunction } from "~/i18n/i18n.server";\nexport type { TFunction };',
    ],
  ])("%s may not import app/", async (file, code) => {
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
    ["server/db/migrations/2026-12-29-home-content.server.ts", 'import "../../auth/require-staff.server";'],
  ])("%s may not import the API or auth", async (file, code) => {
    expect(await lint(file, code)).toEqual([intoApiOrAuth]);
  });

  it("may not import app/ either", async () => {
    expect(await lint("server/db/posts.server.ts", 'import "../../app/lib/seo";')).toEqual([intoApp]);
  });

  it("imports common/, its siblings and the post HTML", async () => {
    const code =
      'import "../../common/post";\nimport "./schema.server";\nimport "../post-html/sanitize-html.server";\n';
    expect(await lint("server/db/posts.server.ts", code)).toEqual([]);
  });
});

describe("common/", () => {
  it.each([
    ["common/post.ts", 'import type { DB } from "../server/db/schema.server";\nexport type { DB };', intoServer],
    ["common/content/items.ts", 'import "../../server/db/content-items.server";', intoServer],
    ["common/page-meta.ts", 'import "../app/lib/seo";', intoApp],
    ["common/i18n/languages.ts", 'import "~/i18n/i18n.client";', intoApp],
  ])("%s may import neither app/ nor server/", async (file, code, error) => {
    expect(await lint(file, code)).toEqual([error]);
  });

  it("imports its own modules", async () => {
    expect(await lint("common/post.ts", 'import "./fields";\nimport "./i18n/languages";\n')).toEqual([]);
  });
});

it("lets app/ import server modules and common/", async () => {
  const code = 'import "../server/share/share-cards.server";\nimport "../common/page-meta";\nimport "~/lib/seo";\n';
  expect(await lint("app/root.tsx", code)).toEqual([]);
});
