import { type Kysely, PostgresAdapter, sql } from "kysely";

// Frozen once landed: later changes go in a new migration file.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = postgres ? sql`timestamptz` : sql`text`;

  await db.schema
    .createTable("users")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull().unique())
    .addColumn("password_hash", "text", (col) => col.notNull())
    .addColumn("role", "text", (col) => col.notNull().defaultTo("admin"))
    .addColumn("created_at", timestamp, (col) => col.notNull())
    .addColumn("updated_at", timestamp, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("categories")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("name_key", "text", (col) => col.notNull().unique())
    .addColumn("description", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("created_at", timestamp, (col) => col.notNull())
    .addColumn("updated_at", timestamp, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("posts")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("slug", "text", (col) => col.notNull().unique())
    .addColumn("content", "text", (col) => col.notNull())
    .addColumn("excerpt", "text", (col) => col.notNull())
    .addColumn("image", "text")
    .addColumn("category_id", "text", (col) => col.references("categories.id").onDelete("set null"))
    .addColumn("tags", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("status", "text", (col) => col.notNull().defaultTo("draft"))
    .addColumn("seo_title", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("seo_description", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("seo_keywords", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("author_id", "text", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("search_text", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("created_at", timestamp, (col) => col.notNull())
    .addColumn("updated_at", timestamp, (col) => col.notNull())
    .addColumn("published_at", timestamp)
    .addCheckConstraint("posts_status_check", sql`status in ('draft', 'published')`)
    .execute();
  await db.schema
    .createIndex("posts_status_published_at_idx")
    .on("posts")
    .columns(["status", "published_at"])
    .execute();
  await db.schema.createIndex("posts_category_id_idx").on("posts").column("category_id").execute();

  await db.schema
    .createTable("applications")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("message", "text", (col) => col.notNull())
    .addColumn("phone_number", "text", (col) => col.notNull())
    .addColumn("business_name", "text", (col) => col.notNull())
    .addColumn("created_at", timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex("applications_created_at_idx").on("applications").column("created_at").execute();

  await db.schema
    .createTable("contact_messages")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("message", "text", (col) => col.notNull())
    .addColumn("read_at", timestamp)
    .addColumn("created_at", timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex("contact_messages_created_at_idx").on("contact_messages").column("created_at").execute();

  await db.schema
    .createTable("newsletter_subscribers")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("email", "text", (col) => col.notNull().unique())
    .addColumn("created_at", timestamp, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("app_meta")
    .addColumn("key", "text", (col) => col.primaryKey())
    .addColumn("value", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "app_meta",
    "newsletter_subscribers",
    "contact_messages",
    "applications",
    "posts",
    "categories",
    "users",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
