import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postRevisionFields, recordPostSave, saveAutosave } from "../../server/db/post-revisions.server";
import { createPost } from "../../server/db/posts.server";
import { createUser } from "../../server/db/users.server";
import { createTestDatabase, type TestDatabase, testDialects } from "../support/database";

// Old autosaves are pruned as they are written (decision 038): a thousand autosaves of a
// post by one editor leave one row, and every explicit save is kept.
describe.each(testDialects)("post revisions on %s", (dialect) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("keeps one autosave per editor and post however often they type, and every save", async () => {
    const { db } = database;
    const [ana, ben] = await Promise.all(
      ["ana", "ben"].map((name) =>
        createUser(db, { name, email: `${name}@agency.test`, password: "a long password here", role: "editor" }),
      ),
    );
    const post = await createPost(
      db,
      {
        title: "Autosaved",
        content: "<p>Start</p>",
        excerpt: "E",
        tags: [],
        status: "draft",
        image: null,
        slug: undefined,
        seo: { title: "", description: "", keywords: [] },
        categoryId: null,
      },
      ana!.id,
    );
    const fields = postRevisionFields(post);
    const paragraph = "<p>Some words an editor types into the post, sentence after sentence.</p>";
    for (let n = 1; n <= 1000; n++) {
      const draft = { ...fields, category: null, content: paragraph.repeat(40) + `<p>${n}</p>` };
      await saveAutosave(db, post._id, n % 2 ? ana!.id : ben!.id, draft, new Date(Date.now() + n));
      if (n % 250 === 0) await recordPostSave(db, post, ana!.id, new Date(Date.now() + n));
    }
    const rows = await db
      .selectFrom("postRevisions")
      .select(["kind", "userId", (eb) => eb.fn.countAll<number | string>().as("count")])
      .where("postId", "=", post._id)
      .groupBy(["kind", "userId"])
      .orderBy("kind")
      .execute();
    // Ana's saves removed her autosave each time; Ben's last one (n = 1000) is still his.
    expect(rows.map((row) => [row.kind, row.userId, Number(row.count)])).toEqual([
      ["autosave", ben!.id, 1],
      ["save", ana!.id, 4],
    ]);
    const { rows: bytes } = await sql<{ bytes: number | string }>`
      select sum(length(fields)) as bytes from post_revisions where post_id = ${post._id}`.execute(db);
    expect(Number(bytes[0]!.bytes)).toBeLessThan(5 * 3_200);
  });
});
