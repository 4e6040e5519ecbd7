import { Migrator, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { migrationProvider } from "../../server/db/migrations/index.server";
import { findNewDraft } from "../../server/db/new-drafts.server";
import { createUser } from "../../server/db/users.server";
import { createTestDatabase, type TestDatabase, testDialects } from "../support/database";

// Decision 054: new_drafts, keyed by (user, kind), replaced new_post_drafts; a post draft
// kept before the change is still offered back after it, on both databases.
describe.each(testDialects)("new drafts migration on %s", (dialect) => {
  let database: TestDatabase;
  afterEach(async () => {
    await database?.drop();
  });

  it("moves every kept new post over as kind post, and back down again", async () => {
    database = await createTestDatabase(dialect, { migrate: false });
    const { db } = database;
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo("2027-01-16-new-post-drafts")).error).toBeUndefined();
    const user = await createUser(db, {
      name: "Writer",
      email: "writer@agency.test",
      password: "a long enough password",
      role: "editor",
    });
    const fields = JSON.stringify({ title: "Kept before the change", content: "<p>Typed</p>" });
    await sql`insert into new_post_drafts (user_id, fields, updated_at)
      values (${user.id}, ${fields}, ${"2027-01-17T10:00:00.000Z"})`.execute(db);

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const kept = await findNewDraft<{ title: string }>(db, user.id, "post");
    expect(kept?.fields.title).toBe("Kept before the change");
    expect(await findNewDraft(db, user.id, "faq")).toBeUndefined();

    expect((await migrator.migrateTo("2027-01-16-new-post-drafts")).error).toBeUndefined();
    const { rows } = await sql<{ fields: string }>`select fields from new_post_drafts`.execute(db);
    expect(rows.map((row) => JSON.parse(row.fields).title)).toEqual(["Kept before the change"]);
  });
});
