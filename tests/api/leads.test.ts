import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { limits } from "../../common/fields";
import { startApi, type TestApi } from "../support/api";
import { createTestDatabase, type TestDatabase, testDialects } from "../support/database";

/** Both kinds of lead are worked the same way: each test below runs for each. */
const kinds = [
  {
    name: "applications",
    path: "/api/applications",
    notFound: "The application was not found.",
    activityKind: "application.statusChanged",
    send: (api: TestApi, name: string) =>
      api.call("POST", "/api/applications", {
        body: {
          name,
          email: "lead@firma.az",
          message: "Hello",
          phoneNumber: "+994 50 123 45 67",
          businessName: "Cafe",
        },
      }),
  },
  {
    name: "contact messages",
    path: "/api/contact-messages",
    notFound: "The message was not found.",
    activityKind: "contactMessage.statusChanged",
    send: (api: TestApi, name: string) =>
      api.call("POST", "/api/contact-messages", {
        body: { user_name: name, user_email: "lead@firma.az", subject: "Quote", message: "Hello" },
      }),
  },
];

describe.each(testDialects)("working leads on %s", (dialect) => {
  let database: TestDatabase;
  let api: TestApi;
  let token: string;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    api = await startApi(database);
    token = await api.adminToken();
  });
  afterAll(async () => {
    await api?.close();
    await database?.drop();
  });

  describe.each(kinds)("$name", (kind) => {
    it("start as new with no notes; staff move them on and keep notes, each change alone", async () => {
      const sent = await kind.send(api, "Aynur");
      expect(sent.body).toMatchObject({ status: "new", notes: "" });
      const id = sent.body._id;

      const moved = await api.call("PATCH", `${kind.path}/${id}`, {
        token,
        body: { status: "contacted", notes: "  Called on Monday.\nWants a shop.  " },
      });
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({ _id: id, status: "contacted", notes: "Called on Monday.\nWants a shop." });

      // A change of notes alone keeps the status, and a change of status alone keeps the notes.
      const noted = await api.call("PATCH", `${kind.path}/${id}`, { token, body: { notes: "Sent a quote." } });
      expect(noted.body).toMatchObject({ status: "contacted", notes: "Sent a quote." });
      const won = await api.call("PATCH", `${kind.path}/${id}`, { token, body: { status: "won" } });
      expect(won.body).toMatchObject({ status: "won", notes: "Sent a quote." });

      const list = await api.call("GET", kind.path, { token });
      expect(list.body.find((row: { _id: string }) => row._id === id)).toEqual(won.body);
    });

    it("record each change of status in the activity log with the admin who made it, and only those", async () => {
      const sent = await kind.send(api, "Kamran");
      const id = sent.body._id;
      const admin = await api.adminToken();
      await api.call("PATCH", `${kind.path}/${id}`, { token: admin, body: { status: "lost" } });
      await api.call("PATCH", `${kind.path}/${id}`, { token: admin, body: { status: "lost", notes: "No budget." } });
      await api.call("PATCH", `${kind.path}/${id}`, { token: admin, body: { notes: "No budget this year." } });

      const { body } = await api.call("GET", "/api/dashboard", { token });
      const events = body.activity.filter(
        (event: { kind: string; subjectId: string }) => event.subjectId === id && event.kind === kind.activityKind,
      );
      expect(events).toEqual([
        expect.objectContaining({
          kind: kind.activityKind,
          title: "Kamran",
          actor: expect.objectContaining({ name: "Test Admin" }),
        }),
      ]);
    });

    it("refuse a bad status, notes too long, or nothing to change, with field errors", async () => {
      const { body: lead } = await kind.send(api, "Validated");
      const path = `${kind.path}/${lead._id}`;
      const badStatus = await api.call("PATCH", path, { token, body: { status: "archived", notes: 5 } });
      expect(badStatus.status).toBe(400);
      expect(badStatus.body).toEqual({
        message: "Some fields need your attention.",
        errors: { status: "Choose new, contacted, won or lost.", notes: "Please enter text." },
      });
      const tooLong = await api.call("PATCH", path, { token, body: { notes: "x".repeat(limits.notes + 1) } });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.errors).toEqual({ notes: "This is too long." });
      const longest = await api.call("PATCH", path, { token, body: { notes: "ə".repeat(limits.notes) } });
      expect(longest.status).toBe(200);
      const nothing = await api.call("PATCH", path, { token, body: { state: "won" } });
      expect(nothing.status).toBe(400);
      expect(nothing.body.errors).toEqual({ body: "There is nothing to change: send at least one field." });
      // Nothing refused was stored.
      const list = await api.call("GET", kind.path, { token });
      expect(list.body.find((row: { _id: string }) => row._id === lead._id)).toMatchObject({ status: "new" });
    });

    it("answer 404 for an unknown id", async () => {
      const { status, body } = await api.call("PATCH", `${kind.path}/no-such-id`, { token, body: { status: "won" } });
      expect(status).toBe(404);
      expect(body).toEqual({ message: kind.notFound });
    });

    it("list the leads of one status with ?status=, and refuse an unknown status", async () => {
      const { body: lead } = await kind.send(api, "Filtered");
      await api.call("PATCH", `${kind.path}/${lead._id}`, { token, body: { status: "contacted" } });
      const contacted = await api.call("GET", `${kind.path}?status=contacted`, { token });
      expect(contacted.status).toBe(200);
      expect(contacted.body.map((row: { _id: string }) => row._id)).toContain(lead._id);
      expect(contacted.body.every((row: { status: string }) => row.status === "contacted")).toBe(true);
      const fresh = await api.call("GET", `${kind.path}?status=new`, { token });
      expect(fresh.body.map((row: { _id: string }) => row._id)).not.toContain(lead._id);
      expect(fresh.body.length).toBeGreaterThan(0);
      const all = await api.call("GET", kind.path, { token });
      expect(all.body.length).toBeGreaterThan(contacted.body.length);

      for (const query of ["status=archived", "status=new&status=won"]) {
        const bad = await api.call("GET", `${kind.path}?${query}`, { token });
        expect(bad.status, query).toBe(400);
        expect(bad.body.errors).toEqual({ status: "Choose new, contacted, won or lost." });
      }
    });
  });

  it("still marks a contact message read and unread, alone or with a change of status", async () => {
    const { body: message } = await kinds[1]!.send(api, "Reader");
    const read = await api.call("PATCH", `/api/contact-messages/${message._id}`, {
      token,
      body: { read: true, status: "contacted" },
    });
    expect(read.body).toMatchObject({ read: true, status: "contacted" });
    const unread = await api.call("PATCH", `/api/contact-messages/${message._id}`, { token, body: { read: false } });
    expect(unread.body).toMatchObject({ read: false, status: "contacted" });
    // Applications have no read flag: sent alone, it is nothing to change.
    const { body: application } = await kinds[0]!.send(api, "No flag");
    const refused = await api.call("PATCH", `/api/applications/${application._id}`, { token, body: { read: true } });
    expect(refused.status).toBe(400);
  });

  it("counts the leads of each kind in each status, and the unread messages", async () => {
    const fresh = await createTestDatabase(dialect);
    const counting = await startApi(fresh);
    try {
      const admin = await counting.adminToken();
      const empty = await counting.call("GET", "/api/leads/counts", { token: admin });
      expect(empty.status).toBe(200);
      const zero = { new: 0, contacted: 0, won: 0, lost: 0 };
      expect(empty.body).toEqual({ applications: zero, contactMessages: { ...zero, unread: 0 }, logoOrders: zero });

      const [a1, , , m1, m2] = await Promise.all([
        kinds[0]!.send(counting, "A1"),
        kinds[0]!.send(counting, "A2"),
        kinds[0]!.send(counting, "A3"),
        kinds[1]!.send(counting, "M1"),
        kinds[1]!.send(counting, "M2"),
      ]);
      await counting.call("PATCH", `/api/applications/${a1.body._id}`, { token: admin, body: { status: "won" } });
      await counting.call("PATCH", `/api/contact-messages/${m1.body._id}`, { token: admin, body: { status: "lost" } });
      await counting.call("PATCH", `/api/contact-messages/${m2.body._id}`, { token: admin, body: { read: true } });

      const { body } = await counting.call("GET", "/api/leads/counts", { token: admin });
      expect(body).toEqual({
        applications: { ...zero, new: 2, won: 1 },
        contactMessages: { ...zero, new: 1, lost: 1, unread: 1 },
        logoOrders: zero,
      });
    } finally {
      await counting.close();
      await fresh.drop();
    }
  });
});
