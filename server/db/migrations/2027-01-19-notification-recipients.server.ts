import { type Kysely, sql } from "kysely";

// The settings' single notification address becomes a list of recipients, each with the
// language their new-lead emails are written in (decision 051). A saved address becomes one
// recipient in English, the site's default language (`fallbackLanguage`; copied here because
// a migration imports no application code). Frozen once landed.
const defaultLanguage = "en";

type Document = Record<string, unknown>;

async function rewrite(db: Kysely<any>, change: (document: Document) => Document): Promise<void> {
  const rows = await sql<{ id: string; document: string }>`select id, document from site_settings`.execute(db);
  for (const row of rows.rows) {
    const document = change(JSON.parse(row.document) as Document);
    await sql`update site_settings set document = ${JSON.stringify(document)} where id = ${row.id}`.execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await rewrite(db, ({ notificationEmail, ...rest }) => ({
    ...rest,
    notificationRecipients:
      typeof notificationEmail === "string" && notificationEmail
        ? [{ email: notificationEmail, language: defaultLanguage }]
        : [],
  }));
}

export async function down(db: Kysely<any>): Promise<void> {
  await rewrite(db, ({ notificationRecipients, ...rest }) => {
    const first = Array.isArray(notificationRecipients) ? (notificationRecipients[0] as { email?: string }) : undefined;
    return { ...rest, notificationEmail: first?.email ?? "" };
  });
}
