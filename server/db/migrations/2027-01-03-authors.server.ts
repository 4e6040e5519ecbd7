import slugify from "@sindresorhus/slugify";
import { type Kysely, sql } from "kysely";

// Authors (docs/decisions/039): staff get the address of their author page (`slug`, unique,
// from the name), a short bio per language (JSON `{en?, tr?, ru?, az?}`) and a photo (an
// image address, as a post's cover). Posts that had no author get the first admin's, so
// every post names a real person. Imports a library, never application code.
// Frozen once landed: later changes go in a new migration file.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").addColumn("slug", "text").execute();
  await db.schema
    .alterTable("users")
    .addColumn("bio", "text", (col) => col.notNull().defaultTo("{}"))
    .execute();
  await db.schema.alterTable("users").addColumn("photo", "text").execute();

  const users = await db.selectFrom("users").select(["id", "name"]).orderBy("created_at").orderBy("id").execute();
  const taken = new Set<string>();
  for (const user of users as { id: string; name: string }[]) {
    const base =
      slugify(user.name, {
        customReplacements: [
          ["ü", "u"],
          ["Ü", "U"],
          ["ö", "o"],
          ["Ö", "O"],
        ],
      }) || "author";
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    await db.updateTable("users").set({ slug }).where("id", "=", user.id).execute();
  }
  await db.schema.createIndex("users_slug_key").unique().on("users").column("slug").execute();

  await sql`update posts set author_id = (select id from users where role = 'admin' order by created_at, id limit 1) where author_id is null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("users_slug_key").execute();
  await db.schema.alterTable("users").dropColumn("photo").execute();
  await db.schema.alterTable("users").dropColumn("bio").execute();
  await db.schema.alterTable("users").dropColumn("slug").execute();
}
