import { beforeAll, describe, expect, it } from "vitest";
import { dashboardStats } from "../../server/db/dashboard.server";
import { newId } from "../../server/db/database.server";
import { apiOnTestDatabase } from "../support/api";
import { testDialects } from "../support/database";

const daysAgo = (days: number, now = new Date()) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();

describe.each(testDialects)("the dashboard and the inbox on %s", (dialect) => {
  let token: string;

  const api = apiOnTestDatabase(dialect);
  beforeAll(async () => {
    token = await api.adminToken();
  });

  it("counts each figure with its last 30 days against the 30 before", async () => {
    const now = new Date("2026-06-30T12:00:00.000Z");
    const post = (status: "draft" | "published", createdDaysAgo: number) => {
      const created = daysAgo(createdDaysAgo, now);
      const id = newId();
      return {
        id,
        translationGroup: id,
        title: "t",
        slug: newId(),
        content: "c",
        excerpt: "e",
        status,
        tags: "[]",
        seoKeywords: "[]",
        seoTitle: "",
        seoDescription: "",
        searchText: "",
        createdAt: created,
        updatedAt: created,
        publishedAt: status === "published" ? created : null,
      };
    };
    await api.database.db
      .insertInto("posts")
      .values([
        post("published", 1),
        post("published", 10),
        post("published", 40),
        post("published", 90),
        post("draft", 5),
        post("draft", 45),
        post("draft", 50),
      ])
      .execute();
    const application = (createdDaysAgo: number) => ({
      id: newId(),
      name: "n",
      email: "e@x.az",
      message: "m",
      phoneNumber: "1",
      businessName: "b",
      createdAt: daysAgo(createdDaysAgo, now),
    });
    await api.database.db
      .insertInto("applications")
      .values([application(2), application(3), application(31)])
      .execute();
    const message = (createdDaysAgo: number, read: boolean) => ({
      id: newId(),
      name: "n",
      email: "e@x.az",
      subject: "s",
      message: "m",
      createdAt: daysAgo(createdDaysAgo, now),
      readAt: read ? daysAgo(0, now) : null,
    });
    await api.database.db
      .insertInto("contactMessages")
      .values([message(1, false), message(2, true), message(70, false)])
      .execute();

    const logoOrder = (createdDaysAgo: number, paymentStatus: "paid" | "free" | "pending") => ({
      id: newId(),
      name: "n",
      email: "e@x.az",
      description: "d",
      language: "az" as const,
      recipe: null,
      image: null,
      paymentStatus,
      createdAt: daysAgo(createdDaysAgo, now),
    });
    await api.database.db
      .insertInto("logoOrders")
      .values([logoOrder(1, "paid"), logoOrder(3, "free"), logoOrder(4, "pending"), logoOrder(40, "free")])
      .execute();

    expect(await dashboardStats(api.database.db, now)).toEqual({
      publishedPosts: { value: 4, last30Days: 2, previous30Days: 1 },
      draftPosts: { value: 3, last30Days: 1, previous30Days: 2 },
      applications: { value: 2, last30Days: 2, previous30Days: 1 },
      unreadMessages: { value: 2, last30Days: 2, previous30Days: 0 },
      logoOrders: { value: 2, last30Days: 2, previous30Days: 1 },
    });
  });

  it("answers the dashboard with figures, the five latest posts and the activity log", async () => {
    const created = await api.call("POST", "/api/posts", {
      token,
      body: { title: "Fresh post", content: "<p>x</p>", excerpt: "e" },
    });
    await api.call("PUT", `/api/posts/${created.body._id}`, {
      token,
      body: { title: "Fresh post, edited", content: "<p>x</p>", excerpt: "e" },
    });
    const doomed = await api.call("POST", "/api/posts", {
      token,
      body: { title: "Doomed post", content: "<p>x</p>", excerpt: "e" },
    });
    await api.call("DELETE", `/api/posts/${doomed.body._id}`, { token });
    await api.call("POST", "/api/applications", {
      body: {
        name: "Leyla <b>Məmmədova</b>",
        email: "leyla@example.az",
        message: "Hi",
        phoneNumber: "+994 50 123 45 67",
        businessName: "Cafe",
      },
    });

    const { status, body } = await api.call("GET", "/api/dashboard", { token });
    expect(status).toBe(200);
    expect(Object.keys(body.stats).sort()).toEqual([
      "applications",
      "draftPosts",
      "logoOrders",
      "publishedPosts",
      "unreadMessages",
    ]);
    // One entry per article, with its language versions (decision 037); the trashed one is not among them.
    expect(body.recentArticles).toHaveLength(5);
    expect(body.recentArticles[0]).toMatchObject({
      title: "Fresh post, edited",
      author: { name: "Test Admin" },
      versions: [{ language: "en", title: "Fresh post, edited", status: "draft" }],
    });
    expect(
      body.activity.slice(0, 4).map((event: { kind: string; title: string }) => [event.kind, event.title]),
    ).toEqual([
      ["application.received", "Leyla <b>Məmmədova</b>"],
      ["post.trashed", "Doomed post"],
      ["post.created", "Doomed post"],
      ["post.updated", "Fresh post, edited"],
    ]);
    expect(body.activity[1]).toMatchObject({ actor: { name: "Test Admin" }, subjectId: doomed.body._id });
    expect(body.activity[0].actor).toBeNull();
  });

  it("marks a contact message read and unread", async () => {
    const sent = await api.call("POST", "/api/contact-messages", {
      body: { user_name: "Ali", user_email: "ali@example.az", subject: "Site", message: "Hello" },
    });
    expect(sent.body.read).toBe(false);
    const read = await api.call("PATCH", `/api/contact-messages/${sent.body._id}`, { token, body: { read: true } });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ _id: sent.body._id, read: true });
    const list = await api.call("GET", "/api/contact-messages", { token });
    expect(list.body.find((item: { _id: string }) => item._id === sent.body._id).read).toBe(true);
    const unread = await api.call("PATCH", `/api/contact-messages/${sent.body._id}`, { token, body: { read: false } });
    expect(unread.body.read).toBe(false);
  });

  it("refuses a bad read flag with 400 and an unknown message with 404", async () => {
    const bad = await api.call("PATCH", "/api/contact-messages/whatever", { token, body: { read: "yes" } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: "Some fields need your attention.", errors: { read: "Choose yes or no." } });
    const missing = await api.call("PATCH", "/api/contact-messages/whatever", { token, body: { read: true } });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: "The message was not found." });
    const noBody = await api.call("PATCH", "/api/contact-messages/whatever", { token });
    expect(noBody.status).toBe(400);
  });
});
