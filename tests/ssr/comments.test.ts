import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AdminClient, signInAsAdmin } from "../support/admin-client";
import { visibleText } from "../support/html";
import { type RunningServer, startServer } from "../support/server";

let server: RunningServer;
let admin: AdminClient;

beforeAll(async () => {
  server = await startServer();
  admin = await signInAsAdmin(server.url);
});
afterAll(() => server?.dispose());

const htmlLooking = "<b>bold</b><script>alert(1)</script>";
const pageOf = async (slug: string, query = "") => (await fetch(`${server.url}/blog/${slug}${query}`)).text();

async function leaveComment(postId: string, name: string, text: string): Promise<string> {
  const response = await fetch(`${server.url}/api/posts/${postId}/comments`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name, email: `${name.toLowerCase()}@example.az`, text }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { _id: string })._id;
}

describe("a post's comments as the server renders them", () => {
  it("holds the approved comments, oldest first and escaped, with their count; never a pending one or an email", async () => {
    const { body: post } = await admin.call("POST", "/api/posts", {
      title: "Rendered with its comments",
      content: "<p>Body</p>",
      excerpt: "Excerpt",
      status: "published",
    });
    // Cached before any comment is approved: approving must clear the cached page.
    expect(await pageOf(post.slug)).toMatch(/<h2[^>]*>0 comments<\/h2>/);
    for (const name of ["Nigar", "Orxan"]) {
      const id = await leaveComment(post._id, name, `${htmlLooking}\nfrom ${name}`);
      expect((await admin.call("PATCH", `/api/comments/${id}`, { status: "approved" })).status).toBe(200);
    }
    await leaveComment(post._id, "Waiting", "Not yet approved");

    const html = await pageOf(post.slug);
    expect(html).toMatch(/<h2[^>]*>2 comments<\/h2>/);
    expect(html).toContain("&lt;b&gt;bold&lt;/b&gt;&lt;script&gt;alert(1)&lt;/script&gt;\nfrom Nigar");
    // Nowhere as markup, not even in the data the page hydrates from.
    expect(html).not.toContain(htmlLooking);
    const text = visibleText(html);
    expect(text.indexOf("from Nigar")).toBeLessThan(text.indexOf("from Orxan"));
    expect(html).not.toContain("Not yet approved");
    expect(html).not.toContain("@example.az");

    // A post's page speaks its own language (decision 039): the count in Russian is a Russian version's.
    const { body: russian } = await admin.call("POST", "/api/posts", {
      language: "ru",
      translationOf: post._id,
      title: "Страница с комментариями",
      content: "<p>Текст</p>",
      excerpt: "Кратко",
      status: "published",
    });
    for (const name of ["Nigar", "Orxan"]) {
      const id = await leaveComment(russian._id, name, `Комментарий от ${name}`);
      expect((await admin.call("PATCH", `/api/comments/${id}`, { status: "approved" })).status).toBe(200);
    }
    expect(await pageOf(russian.slug)).toMatch(/<h2[^>]*>2 комментария<\/h2>/);
  });
});
