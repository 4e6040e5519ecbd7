import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { createCategory } from "./categories.server";
import { demoCategories, demoPosts } from "./demo-content.server";
import { createPost } from "./posts.server";
import type { DB } from "./schema.server";
import { countUsers, createUser } from "./users.server";

export type FirstAdmin = { created: true; email: string; generatedPassword?: string } | { created: false };

const developmentAdminEmail = "admin@example.com";

/**
 * Creates the first admin when there is no user: from ADMIN_EMAIL/ADMIN_PASSWORD, or
 * with a generated password that the caller prints once (the only way in on a fresh
 * install; it exists nowhere else).
 */
export async function ensureFirstAdmin(
  db: Kysely<DB>,
  options: { admin?: { email: string; password: string } },
): Promise<FirstAdmin> {
  if ((await countUsers(db)) > 0) return { created: false };
  if (options.admin) {
    await createUser(db, { name: "Admin", ...options.admin });
    return { created: true, email: options.admin.email };
  }
  const generatedPassword = randomBytes(12).toString("base64url");
  await createUser(db, { name: "Admin", email: developmentAdminEmail, password: generatedPassword });
  return { created: true, email: developmentAdminEmail, generatedPassword };
}

const seededMarker = "demo_content_seeded_at";

/**
 * Seeds the demo categories and posts once, on the first start of an empty database.
 * The marker row is written first in the same transaction, so two instances starting
 * together on one PostgreSQL cannot both seed, and deleting the demo posts later does
 * not bring them back.
 */
export async function seedDemoContent(db: Kysely<DB>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const marker = await trx
      .insertInto("appMeta")
      .values({ key: seededMarker, value: new Date().toISOString() })
      .onConflict((oc) => oc.column("key").doNothing())
      .returning("key")
      .executeTakeFirst();
    if (!marker) return false;
    const [post, category] = await Promise.all([
      trx.selectFrom("posts").select("id").limit(1).executeTakeFirst(),
      trx.selectFrom("categories").select("id").limit(1).executeTakeFirst(),
    ]);
    if (post || category) return false;

    const author = await trx.selectFrom("users").select("id").orderBy("createdAt").executeTakeFirst();
    const categoryIds = new Map<string, string>();
    for (const category of demoCategories) {
      const row = await createCategory(trx, category);
      categoryIds.set(category.key, row.id);
    }
    for (const post of demoPosts) {
      const publishedAt = new Date(Date.now() - post.publishedDaysAgo * 86_400_000);
      await createPost(
        trx,
        { ...post, status: "published", categoryId: categoryIds.get(post.category) ?? null },
        author?.id ?? null,
        publishedAt,
      );
    }
    return true;
  });
}
