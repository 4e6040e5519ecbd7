import { z } from "zod";
import type { Dialect } from "../db/database.server";

// What a backup archive holds (docs/decisions/036): `manifest.json` first, then
// `tables/<table>.jsonl` in foreign-key order (one JSON object per row, keyed by column),
// then `media/<file name>` for every uploaded file. Values are engine-neutral, so an
// archive of either database restores into the other.

export const manifestEntry = "manifest.json";
export const tableEntry = (table: string) => `tables/${table}.jsonl`;
export const mediaEntryPrefix = "media/";

export const manifestSchema = z.object({
  format: z.literal("agency-site-backup"),
  version: z.literal(1),
  createdAt: z.string(),
  /** The database it was made from, for the reader; restoring does not depend on it. */
  dialect: z.enum(["sqlite", "postgres"]),
  /** Every migration the database held, in order: the archive's schema is the last one's. */
  migrations: z.array(z.string()),
  tables: z.array(
    z.object({
      name: z.string(),
      rows: z.number().int().nonnegative(),
      columns: z.array(z.object({ name: z.string(), type: z.string() })),
    }),
  ),
  media: z.object({ files: z.number().int().nonnegative(), bytes: z.number().int().nonnegative() }),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** How a column's values are written, read from its declared type; anything else is written as read. */
type ValueKind = "boolean" | "json" | "bytes" | "other";

export function valueKind(declaredType: string): ValueKind {
  if (/^bool/.test(declaredType)) return "boolean";
  if (/^jsonb?$/.test(declaredType)) return "json";
  if (declaredType === "bytea" || declaredType === "blob") return "bytes";
  return "other";
}

/**
 * A value as the archive writes it: dates ISO 8601, booleans true or false (SQLite stores
 * 0 and 1), JSON columns as JSON, bytes base64; text and numbers as they are.
 */
export function toArchiveValue(value: unknown, kind: ValueKind): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (kind === "boolean") return Boolean(value);
  if (kind === "bytes") return Buffer.from(value as Uint8Array).toString("base64");
  if (kind === "json" && typeof value === "string") return JSON.parse(value);
  if (typeof value === "bigint") return value.toString();
  return value;
}

/**
 * An archive's value as the target column takes it. `sourceKind` says how the archive
 * wrote it, so a JSON column's value and a text column that holds JSON text both arrive
 * as the same text.
 */
export function fromArchiveValue(value: unknown, sourceKind: ValueKind, targetKind: ValueKind, dialect: Dialect) {
  if (value === null) return null;
  if (targetKind === "bytes") return Buffer.from(value as string, "base64");
  if (targetKind === "boolean") return dialect === "postgres" ? Boolean(value) : value ? 1 : 0;
  if (sourceKind === "json") return JSON.stringify(value);
  // better-sqlite3 binds no booleans, and an integer column on PostgreSQL takes none either.
  if (typeof value === "boolean") return value ? 1 : 0;
  return value;
}
