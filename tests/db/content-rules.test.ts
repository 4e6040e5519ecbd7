import { afterEach, describe, expect, it } from "vitest";
import { createCategory, deleteCategory, updateCategory } from "../../server/db/categories.server";
import { onPublicChange } from "../../server/db/public-changes.server";
import {
  createPost,
  findPost,
  findPublishedPost,
  listPublishedPosts,
  trashPost,
  updatePost,
} from "../../server/db/posts.server";
import { defaultSiteSettings, saveSiteSettings } from "../../server/db/site-settings.server";
import { createUser } from "../../server/db/users.server";
import { createTestDatabase, type TestDatabase, testDialects } from "../support/database";
import { postValues } from "../support/post-values";

describe.each(testDialects)("the data modules carry the content rules on %s", (dialect) => {
  let database: TestDatabase;
  afterEach(async () => {
    await database?.drop();
  });

  it("visitors' reads return published posts only", async () => {
    database = await createTestDatabase(dialect);
    const { db } = database;
    const draft = await createPost(db, postValues({ title: "Draft only" }), null);
    const published = await createPost(db, postValues({ title: "Out there", status: "published" }), null);
    expect(await findPublishedPost(db, draft.slug)).toBeUndefined();
    expect(await findPublishedPost(db, draft._id)).toBeUndefined();
    expect((await findPublishedPost(db, published.slug))?._id).toBe(published._id);
    const { posts, total } = await listPublishedPosts(db, { page: 1, limit: 10 });
    expect(posts.map((row) => row.title)).toEqual(["Out there"]);
    expect(total).toBe(1);
  });

  it("sanitises post HTML on every write, whoever writes (seed, CLI, API)", async () => {
    database = await createTestDatabase(dialect);
    const { db } = database;
    const hostile = '<p onclick="steal()">Hi<script>alert(1)</script></p><img src="javascript:alert(1)">';
    const created = await createPost(db, postValues({ content: hostile }), null);
    expect(created.content).toBe("<p>Hi</p>");
    const updated = await updatePost(
      db,
      created._id,
      postValues({ content: `<iframe src="//evil"></iframe>${hostile}` }),
    );
    expect(updated?.content).toBe("<p>Hi</p>");
    expect((await findPost(db, created._id))?.content).toBe("<p>Hi</p>");
  });

  it("announces every write to posts, categories and the site settings, so no cache is left stale", async () => {
    database = await createTestDatabase(dialect);
    const { db } = database;
    let changes = 0;
    const stop = onPublicChange(db, () => changes++);
    const created = await createPost(db, postValues({}), null);
    await updatePost(db, created._id, postValues({ title: "Renamed" }));
    await trashPost(db, created._id);
    const category = await createCategory(db, { name: "News" });
    await updateCategory(db, category.id, { name: "Updates" });
    await deleteCategory(db, category.id);
    const admin = await createUser(db, { name: "Admin", email: "settings@test.local", password: "a long password" });
    await saveSiteSettings(db, defaultSiteSettings({}), admin.id);
    expect(changes).toBe(7);
    // Writes that change nothing announce nothing.
    await trashPost(db, created._id);
    await updateCategory(db, "no-such-id", { name: "x" });
    expect(changes).toBe(7);
    stop();
    await createCategory(db, { name: "Quiet" });
    expect(changes).toBe(7);
  });
});
