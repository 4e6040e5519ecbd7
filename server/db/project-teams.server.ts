import type { Kysely } from "kysely";
import type { DB } from "./schema.server";

// A project's team is the team page's items, by id (decision 073). The API refuses an id
// that is no team item; deleting a team item takes it off every project, so no project
// keeps crediting someone who is gone (a hidden one stays credited, and pages leave it out).

/** The ids in `ids` that are no team item (hidden ones count as team items), in their order. */
export async function unknownTeamMembers(db: Kysely<DB>, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("contentItems")
    .select("id")
    .where("kind", "=", "team")
    .where("id", "in", [...ids])
    .execute();
  const known = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

/** Takes the team item `teamId` off every project that credits it; the caller announces the change. */
export async function dropTeamCredits(db: Kysely<DB>, teamId: string): Promise<void> {
  const projects = await db
    .selectFrom("contentItems")
    .select(["id", "fields"])
    .where("kind", "=", "projects")
    .execute();
  for (const project of projects) {
    const fields = JSON.parse(project.fields) as { team?: unknown };
    if (!Array.isArray(fields.team) || !fields.team.includes(teamId)) continue;
    const team = fields.team.filter((id) => id !== teamId);
    await db
      .updateTable("contentItems")
      .set({ fields: JSON.stringify({ ...fields, team }), updatedAt: new Date().toISOString() })
      .where("id", "=", project.id)
      .execute();
  }
}
