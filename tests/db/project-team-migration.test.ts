import { Migrator, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { contentKinds } from "../../common/content/kinds";
import { listContentItems } from "../../server/db/content-items.server";
import { migrationProvider } from "../../server/db/migrations/index.server";
import { nameKey } from "../../server/db/migrations/2027-02-01-project-team-ids.server";
import type { DB } from "../../server/db/schema.server";
import { revisedDemoContent } from "../../server/seed/site-content/believable-demo.server";
import { createTestDatabase, type TestDatabase, testDialects } from "../support/database";
import type { Kysely } from "kysely";

// The 2027-02-01 migration (decision 073): a project's team, typed as names, becomes the
// team page's items by id; names are matched however they were typed, a name nobody on the
// team page has becomes a hidden team member (reported in the activity log), and the way
// down gives back the names.

const before = "2027-01-31-import-uploads";
const migration = "2027-02-01-project-team-ids";

async function setTeam(db: Kysely<DB>, slug: string, team: unknown[]) {
  const row = await db
    .selectFrom("contentItems")
    .select("fields")
    .where("kind", "=", "projects")
    .where("slug", "=", slug)
    .executeTakeFirstOrThrow();
  const fields = JSON.stringify({ ...JSON.parse(row.fields), team });
  await sql`update content_items set fields = ${fields} where kind = 'projects' and slug = ${slug}`.execute(db);
}

const projectTeam = async (db: Kysely<DB>, slug: string) =>
  (await listContentItems(db, "projects")).find((project) => project.slug === slug)!.fields.team;

describe("matching a credited name to the team page", () => {
  it("sets aside case, spacing, accents, Turkish and Azerbaijani letters and the Cyrillic script", () => {
    expect(nameKey("  ELENA   Volkova ")).toBe(nameKey("Elena Volkova"));
    expect(nameKey("Nigar Əliyeva")).toBe(nameKey("Nigar Aliyeva"));
    expect(nameKey("İLKER IŞIK")).toBe(nameKey("ilker isik"));
    expect(nameKey("Эмре Кая")).toBe(nameKey("Emre Kaya"));
    expect(nameKey("Emre Kaya")).not.toBe(nameKey("Emre Kayra"));
  });
});

describe.each(testDialects)("the 2027-02-01 project team migration on %s", (dialect) => {
  let database: TestDatabase;
  afterEach(async () => {
    await database?.drop();
  });

  it("turns credited names into team items' ids, keeps an unmatched name as a hidden member, and goes back down", async () => {
    database = await createTestDatabase(dialect, { migrate: false });
    const { db } = database;
    const migrator = new Migrator({ db, provider: migrationProvider });
    await migrator.migrateTo(before);
    // Staff typed MedLine's team their own way: other cases and scripts, a name twice, and
    // someone the team page does not have.
    const typed = [
      { name: "elena  VOLKOVA", role: "designer", portrait: "" },
      { name: "Эмре Кая", role: "frontend", portrait: "" },
      { name: "Nigar Əliyeva", role: "projectManager", portrait: "" },
      { name: "Elena Volkova", role: "designer", portrait: "" },
      { name: "Jane Roe", role: "copywriter", portrait: "/images/team/jane.svg" },
    ];
    await setTeam(db, "2", typed);

    const { results } = await migrator.migrateTo(migration);
    expect(results?.map((result) => [result.migrationName, result.status])).toEqual([[migration, "Success"]]);
    const team = await listContentItems(db, "team");
    const idOf = (name: string) => team.find((member) => member.fields.name === name)!._id;

    // The shipped case study credits the team page's people, in its order.
    const caspian = revisedDemoContent.projects[0]!.fields.team as { name: string }[];
    expect(await projectTeam(db, "1")).toEqual(caspian.map((member) => idOf(member.name)));
    // Every project now passes the schema of today.
    for (const project of await listContentItems(db, "projects"))
      expect(contentKinds.projects.fields.safeParse(project.fields).error?.issues).toBeUndefined();

    const jane = team.find((member) => member.fields.name === "Jane Roe")!;
    expect(await projectTeam(db, "2")).toEqual([
      idOf("Elena Volkova"),
      idOf("Emre Kaya"),
      idOf("Nigar Aliyeva"),
      jane._id,
    ]);
    // The name nobody on the team page has: a hidden member with the role the project gave, in four languages.
    expect(jane.visible).toBe(false);
    expect(jane.fields).toEqual({ name: "Jane Roe", portrait: "/images/team/jane.svg" });
    expect(jane.text).toEqual({
      en: { role: "Copywriter" },
      tr: { role: "Metin yazarı" },
      ru: { role: "Копирайтер" },
      az: { role: "Kopiraytar" },
    });
    expect(contentKinds.team.fields.safeParse(jane.fields).success).toBe(true);
    const reported = await db
      .selectFrom("activityEvents")
      .select(["kind", "subjectId", "subjectTitle", "actorId"])
      .where("subjectId", "=", jane._id)
      .execute();
    expect(reported).toEqual([
      { kind: "content.created", subjectId: jane._id, subjectTitle: "Jane Roe", actorId: null },
    ]);
    // Only the one member was added.
    expect(team.length).toBe(revisedDemoContent.team.length + 8 + 1);

    // Staff credit another team on Baku Eats after the upgrade: the way down names it from the
    // team page, with the role whose label is the member's role ("Mobile developer"), else the first.
    await setTeam(db, "3", [idOf("Dmitri Sokolov"), idOf("Olga Petrova")]);

    await migrator.migrateDown();
    expect(await projectTeam(db, "1")).toEqual(revisedDemoContent.projects[0]!.fields.team);
    expect(await projectTeam(db, "2")).toEqual(typed);
    expect(await projectTeam(db, "3")).toEqual([
      { name: "Dmitri Sokolov", role: "mobile", portrait: "/images/team/dmitri.svg" },
      { name: "Olga Petrova", role: "projectManager", portrait: "/images/team/olga.svg" },
    ]);
    expect((await listContentItems(db, "team")).some((member) => member._id === jane._id)).toBe(false);
    expect(await db.selectFrom("appMeta").select("key").where("key", "like", "2027-02-01%").execute()).toEqual([]);

    // …and up again gives the same credits.
    await migrator.migrateTo(migration);
    expect(await projectTeam(db, "1")).toEqual(caspian.map((member) => idOf(member.name)));
  });
});
