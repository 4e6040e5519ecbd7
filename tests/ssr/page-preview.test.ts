import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AdminClient, signInAsAdmin } from "../support/admin-client";
import { visibleText } from "../support/html";
import { type RunningServer, startServer } from "../support/server";

// The page editor's preview (decision 061): `POST /admin/preview/page/{page}` draws a public
// page from unsaved values for staff only, never stored, never indexed, framed only by the
// site itself; visitors keep seeing what is saved.

interface Item {
  _id: string;
  slug: string | null;
  visible: boolean;
  fields: Record<string, unknown>;
  text: Record<string, Record<string, unknown>>;
}

let server: RunningServer;
let admin: AdminClient;
beforeAll(async () => {
  server = await startServer({ env: { LOGIN_RATE_LIMIT: "1000" } });
  admin = await signInAsAdmin(server.url);
});
afterAll(() => server?.dispose());

const unsavedTitle = "Yalnızca önizlemede görünen başlık";

async function homeItem(): Promise<Item> {
  return ((await admin.call<{ items: Item[] }>("GET", "/api/content/home-page")).body.items as Item[])[0]!;
}

/** The home page's item with an unsaved Turkish hero title, as the editor sends it. */
async function unsavedHome(title = unsavedTitle) {
  const { slug, visible, fields, text }: Item = await homeItem();
  return {
    kind: "home-page",
    slug,
    input: { slug, visible, fields, text: { ...text, tr: { ...text.tr, heroTitle: title } } as Item["text"] },
  };
}

function preview(body: unknown, page = "home", raw?: string) {
  return fetch(`${server.url}/admin/preview/page/${page}?lng=tr`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: raw ?? JSON.stringify(body),
  });
}

/** An editor's session while admins require two-factor sign-in, which the editor has not set up. */
async function setupOnlyToken(): Promise<string> {
  const email = `editor-${crypto.randomUUID()}@test.local`;
  const password = "a long editor password";
  expect(
    (await admin.call("POST", "/api/users", { name: "Preview Editor", email, role: "editor", password })).status,
  ).toBe(201);
  const settings = (await admin.call("GET", "/api/settings")).body as Record<string, unknown>;
  expect((await admin.call("PUT", "/api/settings", { ...settings, requireTwoFactor: true })).status).toBe(200);
  try {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    });
    return ((await login.json()) as { token: string }).token;
  } finally {
    await admin.call("PUT", "/api/settings", settings);
  }
}

describe("POST /admin/preview/page/{page}", () => {
  it("draws the page with the unsaved values for staff, no-store, noindex, framed only by the site, and nothing is saved", async () => {
    const response = await preview({ token: admin.token, items: [await unsavedHome()] });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    const html = await response.text();
    expect(visibleText(html)).toContain(unsavedTitle);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');

    // Visitors see the saved page, and the saved item is unchanged.
    const visitor = await fetch(`${server.url}/?lng=tr`);
    expect(visibleText(await visitor.text())).not.toContain(unsavedTitle);
    expect((await homeItem()).text.tr!.heroTitle).not.toBe(unsavedTitle);
    // The public pages themselves are never framed.
    expect(visitor.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("refuses a request without a token, or with a forged one, with 401", async () => {
    const items = [await unsavedHome()];
    const forged = `${admin.token.slice(0, -4)}AAAA`;
    for (const body of [{ items }, { token: "", items }, { token: forged, items }, { token: "not.a.token", items }]) {
      const response = await preview(body);
      expect(response.status).toBe(401);
      expect(visibleText(await response.text())).not.toContain(unsavedTitle);
    }
  });

  it("refuses a session that may only set up two-factor sign-in with 403", async () => {
    const response = await preview({ token: await setupOnlyToken(), items: [await unsavedHome()] });
    expect(response.status).toBe(403);
    expect(visibleText(await response.text())).not.toContain(unsavedTitle);
  });

  it("answers bad input with 400: not JSON, an unknown kind, a list's kind, an item its kind refuses", async () => {
    expect((await preview(undefined, "home", "{not json")).status).toBe(400);
    expect((await preview({ token: admin.token, items: [{ kind: "secrets", slug: null, input: {} }] })).status).toBe(
      400,
    );
    expect((await preview({ token: admin.token, items: [{ kind: "services", slug: null, input: {} }] })).status).toBe(
      400,
    );
    const emptied = await unsavedHome("");
    emptied.input.text.en = { ...emptied.input.text.en, heroTitle: "" };
    expect((await preview({ token: admin.token, items: [emptied] })).status).toBe(400);
  });

  it("answers 404 for a page that has no editor", async () => {
    expect((await preview({ token: admin.token, items: [] }, "nowhere")).status).toBe(404);
  });
});
