import type { Kysely } from "kysely";
import type { DB } from "./schema.server";

/**
 * What each item of an old site became here (decision 059), keyed by the source (format and
 * old address), a kind and the source's own id: a second run of the same file finds every
 * item already imported and writes nothing.
 */
export async function saveImportMapping(
  db: Kysely<DB>,
  source: string,
  kind: string,
  sourceId: string,
  localId: string,
): Promise<void> {
  await db
    .insertInto("importMappings")
    .values({ source, kind, sourceId, localId, createdAt: new Date().toISOString() })
    .onConflict((oc) => oc.columns(["source", "kind", "sourceId"]).doUpdateSet({ localId }))
    .execute();
}

export async function deleteImportMapping(
  db: Kysely<DB>,
  source: string,
  kind: string,
  sourceId: string,
): Promise<void> {
  await db
    .deleteFrom("importMappings")
    .where("source", "=", source)
    .where("kind", "=", kind)
    .where("sourceId", "=", sourceId)
    .execute();
}

/** Every mapping of a kind for a source (the covers waiting for their attachment). */
export function listImportMappings(
  db: Kysely<DB>,
  source: string,
  kind: string,
): Promise<{ sourceId: string; localId: string }[]> {
  return db
    .selectFrom("importMappings")
    .select(["sourceId", "localId"])
    .where("source", "=", source)
    .where("kind", "=", kind)
    .execute();
}

/** Every mapping of a source: an import reads them once and answers "done already?" from memory. */
export function listAllImportMappings(
  db: Kysely<DB>,
  source: string,
): Promise<{ kind: string; sourceId: string; localId: string }[]> {
  return db.selectFrom("importMappings").select(["kind", "sourceId", "localId"]).where("source", "=", source).execute();
}
