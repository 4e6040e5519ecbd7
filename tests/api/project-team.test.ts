import { beforeAll, describe, expect, it } from "vitest";
import { demoContent } from "../../server/seed/site-content/believable-demo.server";
import { apiOnTestDatabase } from "../support/api";
import { testDialects } from "../support/database";
import { validationText } from "../support/html";

// A project's team is the team page's items, by id (decision 073): the API takes ids in
// the order they are credited, refuses one that is no team member with a message naming
// it, and deleting a team member takes it off every project.

const project = (slug: string, team: unknown) => {
  const [shipped] = demoContent.projects;
  return { ...shipped!, slug, fields: { ...shipped!.fields, team } };
};

describe.each(testDialects)("a project's team on %s", (dialect) => {
  const api = apiOnTestDatabase(dialect);
  let admin: string;
  let editor: string;
  let team: { _id: string; fields: { name: string }; visible: boolean }[];

  beforeAll(async () => {
    [admin, editor] = await Promise.all([api.adminToken(), api.editorToken()]);
    team = (await api.call("GET", "/api/content/team", { token: editor })).body.items;
  });

  it("credits team page items by id, in the order given, and keeps them on update", async () => {
    const [first, second, third] = team;
    const created = await api.call("POST", "/api/content/projects", {
      token: editor,
      body: project("credits", [third!._id, first!._id]),
    });
    expect(created.status).toBe(201);
    expect(created.body.fields.team).toEqual([third!._id, first!._id]);
    const updated = await api.call("PUT", `/api/content/projects/${created.body._id}`, {
      token: editor,
      body: project("credits", [first!._id, second!._id, third!._id]),
    });
    expect(updated.status).toBe(200);
    expect(updated.body.fields.team).toEqual([first!._id, second!._id, third!._id]);
    // A hidden team member may be credited (the page leaves them out while hidden).
    const hidden = await api.call("PATCH", `/api/content/team/${second!._id}`, {
      token: editor,
      body: { visible: false },
    });
    expect(hidden.status).toBe(200);
    const again = await api.call("PUT", `/api/content/projects/${created.body._id}`, {
      token: editor,
      body: project("credits", [second!._id]),
    });
    expect(again.status).toBe(200);
    await api.call("PATCH", `/api/content/team/${second!._id}`, { token: editor, body: { visible: true } });
  });

  it("refuses an id that is no team member, naming it in the visitor's language", async () => {
    const service = (await api.call("GET", "/api/content/services")).body.items[0]._id as string;
    for (const unknown of ["no-such-member", service]) {
      const answer = await api.call("POST", "/api/content/projects", {
        token: editor,
        body: project(`unknown-${unknown.length}`, [team[0]!._id, unknown]),
        headers: { "accept-language": "tr" },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain(unknown);
      expect(answer.body.message).toMatch(/ekip sayfasında/i);
      expect(answer.body.errors).toEqual({ "fields.team": answer.body.message });
    }
    const { body: projects } = await api.call("GET", "/api/content/projects", { token: editor });
    expect(projects.items.some((item: { slug: string }) => item.slug.startsWith("unknown-"))).toBe(false);
    const existing = projects.items[0];
    const update = await api.call("PUT", `/api/content/projects/${existing._id}`, {
      token: editor,
      body: project(existing.slug, ["no-such-member"]),
    });
    expect(update.status).toBe(400);
    expect(update.body.message).toContain("no-such-member");
  });

  it("refuses a team that is not a list of distinct ids", async () => {
    const cases: [unknown, string][] = [
      ["Aysel Mammadova", "validation.text"],
      [[{ name: "Aysel Mammadova", role: "projectManager", portrait: "" }], "validation.text"],
      [[team[0]!._id, team[0]!._id], "validation.duplicateTeamMember"],
      [[""], "validation.required"],
      [["x".repeat(101)], "validation.tooLong"],
      [Array.from({ length: 21 }, (_, index) => `id-${index}`), "validation.tooMany"],
    ];
    for (const [value, message] of cases) {
      const answer = await api.call("POST", "/api/content/projects", {
        token: editor,
        body: project("bad-team", value),
      });
      expect(answer.status, JSON.stringify(value).slice(0, 60)).toBe(400);
      const errors = Object.entries(answer.body.errors as Record<string, string>);
      expect(errors.filter(([field]) => field.startsWith("fields.team"))).not.toEqual([]);
      if (message === "validation.text") continue;
      expect(errors.map(([, text]) => text)).toContain(validationText("en", message));
    }
  });

  it("lets only staff change a project's team", async () => {
    const body = project("by-visitor", [team[0]!._id]);
    expect((await api.call("POST", "/api/content/projects", { body })).status).toBe(401);
    expect((await api.call("POST", "/api/content/projects", { body, token: "forged.token.value" })).status).toBe(401);
    const existing = (await api.call("GET", "/api/content/projects")).body.items[0];
    const put = await api.call("PUT", `/api/content/projects/${existing._id}`, { body: project(existing.slug, []) });
    expect(put.status).toBe(401);
    // Visitors read the ids, as the public pages do; the team page's people are read apart.
    expect(existing.fields.team.length).toBeGreaterThan(0);
    // Deleting a team member is for staff; an editor may, a visitor may not.
    const member = team.at(-1)!;
    expect((await api.call("DELETE", `/api/content/team/${member._id}`)).status).toBe(401);
  });

  it("takes a deleted team member off every project that credited them", async () => {
    const { body: projects } = await api.call("GET", "/api/content/projects", { token: admin });
    const crediting = (id: string) =>
      projects.items.filter((item: { fields: { team: string[] } }) => item.fields.team.includes(id));
    const member = team.find((candidate) => crediting(candidate._id).length > 1)!;
    expect(member).toBeDefined();
    expect((await api.call("DELETE", `/api/content/team/${member._id}`, { token: editor })).status).toBe(204);
    const { body: after } = await api.call("GET", "/api/content/projects", { token: admin });
    for (const item of after.items as { slug: string; fields: { team: string[] } }[]) {
      expect(item.fields.team).not.toContain(member._id);
      const before = projects.items.find((old: { slug: string }) => old.slug === item.slug);
      expect(item.fields.team).toEqual(before.fields.team.filter((id: string) => id !== member._id));
    }
  });
});
