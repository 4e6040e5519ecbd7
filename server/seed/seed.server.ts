import type { Kysely } from "kysely";
import { createCategory } from "../db/categories.server";
import { demoCategories, demoPosts } from "./demo-posts.server";
import { demoCategoryTranslations, demoPostTranslations, demoTranslationLanguages } from "./demo-translations.server";
import { createPost, createTranslation } from "../db/posts.server";
import type { DB } from "../db/schema.server";
import { countUsers, createUser, findUserByEmail } from "../db/users.server";
import { demoAuthors } from "./demo-authors.server";
import type { DemoCategoryKey } from "./demo-types.server";
import { generatePassword } from "../passwords.server";
import { checkAdminPassword, firstAdminName } from "../config.server";

export type FirstAdmin = { created: true; email: string; generatedPassword?: string } | { created: false };

const developmentAdminEmail = "admin@example.com";

/**
 * Creates the first admin when there is no user: from ADMIN_EMAIL/ADMIN_PASSWORD (refused
 * with a ConfigError when the password is weak), or
 * with a generated password that the caller prints once (the only way in on a fresh
 * install; it exists nowhere else).
 */
export async function ensureFirstAdmin(
  db: Kysely<DB>,
  options: { admin?: { email: string; password: string } },
): Promise<FirstAdmin> {
  if ((await countUsers(db)) > 0) return { created: false };
  if (options.admin) {
    await checkAdminPassword(options);
    await createUser(db, { name: firstAdminName, ...options.admin });
    return { created: true, email: options.admin.email };
  }
  const generatedPassword = generatePassword();
  await createUser(db, { name: firstAdminName, email: developmentAdminEmail, password: generatedPassword });
  return { created: true, email: developmentAdminEmail, generatedPassword };
}

const seededMarker = "demo_content_seeded_at";

/**
 * The demo authors' accounts (an account already there under one of their emails is used
 * as it is), by the category each writes: editors with a generated password that is
 * never shown, so nobody signs in as them until an admin sets one.
 */
async function seedDemoAuthors(db: Kysely<DB>): Promise<Map<DemoCategoryKey, string>> {
  const byCategory = new Map<DemoCategoryKey, string>();
  for (const author of demoAuthors) {
    const { writes, ...account } = author;
    const user =
      (await findUserByEmail(db, account.email)) ??
      (await createUser(db, { ...account, role: "editor", password: generatePassword() }));
    byCategory.set(writes, user.id);
  }
  return byCategory;
}

/**
 * Seeds the demo authors, categories and posts once, on the first start of an empty database, in
 * four languages: each category with its tr, ru and az name, each post with a published
 * version per language (decision 021).
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

    const authors = await seedDemoAuthors(trx);
    const categoryIds = new Map<string, string>();
    for (const category of demoCategories) {
      const row = await createCategory(trx, { ...category, translations: demoCategoryTranslations[category.key] });
      categoryIds.set(category.key, row.id);
    }
    for (const post of demoPosts) {
      const publishedAt = new Date(Date.now() - post.publishedDaysAgo * 86_400_000);
      const values = { ...post, status: "published" as const, categoryId: categoryIds.get(post.category) ?? null };
      const english = await createPost(trx, values, authors.get(post.category) ?? null, publishedAt);
      const translations = demoPostTranslations[post.slug];
      for (const language of demoTranslationLanguages) {
        const text = translations?.[language];
        if (text) await createTranslation(trx, english._id, { ...values, ...text, language }, publishedAt);
      }
    }
    return true;
  });
}
