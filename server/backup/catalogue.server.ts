import {
  DEFAULT_MIGRATION_LOCK_TABLE,
  DEFAULT_MIGRATION_TABLE,
  type Kysely,
  type QueryExecutorProvider,
  sql,
} from "kysely";
import { isPostgres } from "../db/database.server";
import type { DB } from "../db/schema.server";

/**
 * A handle over tables named at run time, as the catalogue lists them, without the app's
 * camelCase mapping: a backup carries the columns as the database names them.
 */
export type CatalogueDb = Kysely<Record<string, Record<string, unknown>>>;

export const catalogueHandle = (db: Kysely<DB>) => db.withoutPlugins() as unknown as CatalogueDb;

/** A column as the database declares it; `type` lower-cased (PostgreSQL's type name, SQLite's declared type). */
export interface Column {
  name: string;
  type: string;
}

export interface Table {
  name: string;
  columns: Column[];
  /** The primary key's columns, which order the rows. */
  primaryKey: string[];
  /** The tables its foreign keys point to. */
  references: string[];
}

/**
 * Tables an archive leaves out, each for a reason: the migrator's own (the manifest names
 * the migration level instead), PostgreSQL's `media_files` (carried as media files, so
 * they go into whichever store the target has), its rate-limit counters (they expire
 * within a window, and SQLite keeps them in memory) and the traffic salts: with a day's
 * salt anyone holding the archive could recompute a visitor's hash from an address and a
 * User-Agent, so salts never leave the database (docs/decisions/050). Every other table
 * is content, whichever migration created it.
 */
const notContent = new Set([
  DEFAULT_MIGRATION_TABLE,
  DEFAULT_MIGRATION_LOCK_TABLE,
  "media_files",
  "rate_limit_hits",
  "traffic_salts",
]);

/** Whether a table is carried by archives (an older archive may still hold one that no longer is). */
export const isContentTable = (name: string) => !notContent.has(name);

/**
 * The content tables as the database's own catalogue lists them, in foreign-key order
 * (a table after those it references), so a table a new migration adds is backed up and
 * restored without a change here.
 */
export async function backedUpTables(db: QueryExecutorProvider): Promise<Table[]> {
  const read = isPostgres(db) ? postgresTable : sqliteTable;
  const names = isPostgres(db)
    ? await sql<{ name: string }>`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
    : await sql<{ name: string }>`select name from sqlite_master
        where type = 'table' and name not like 'sqlite\\_%' escape '\\'`.execute(db);
  const tables: Table[] = [];
  for (const { name } of names.rows.filter(({ name }) => !notContent.has(name)).sort(byName)) {
    tables.push(await read(db, name));
  }
  return inForeignKeyOrder(tables);
}

const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

async function sqliteTable(db: QueryExecutorProvider, name: string): Promise<Table> {
  const { rows: columns } = await sql<{ name: string; type: string; pk: number }>`
    select name, type, pk from pragma_table_info(${name}) order by cid`.execute(db);
  const { rows: references } = await sql<{ table: string }>`
    select "table" from pragma_foreign_key_list(${name})`.execute(db);
  return {
    name,
    columns: columns.map((column) => ({ name: column.name, type: column.type.toLowerCase() })),
    primaryKey: columns
      .filter((column) => column.pk > 0)
      .sort((a, b) => a.pk - b.pk)
      .map((column) => column.name),
    references: references.map((reference) => reference.table),
  };
}

async function postgresTable(db: QueryExecutorProvider, name: string): Promise<Table> {
  const { rows: columns } = await sql<Column>`select column_name as name, udt_name as type
    from information_schema.columns where table_schema = current_schema() and table_name = ${name}
    order by ordinal_position`.execute(db);
  const { rows: primaryKey } = await sql<{ name: string }>`select a.attname as name
    from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
    where i.indrelid = ${name}::regclass and i.indisprimary
    order by array_position(i.indkey, a.attnum)`.execute(db);
  const { rows: references } = await sql<{ table: string }>`select c.relname as table
    from pg_constraint f join pg_class c on c.oid = f.confrelid
    where f.conrelid = ${name}::regclass and f.contype = 'f'`.execute(db);
  return {
    name,
    columns: columns.map((column) => ({ name: column.name, type: column.type.toLowerCase() })),
    primaryKey: primaryKey.map((column) => column.name),
    references: references.map((reference) => reference.table),
  };
}

/** Referenced tables first; a table's references to itself are left to the rows' order. */
function inForeignKeyOrder(tables: Table[]): Table[] {
  const byTableName = new Map(tables.map((table) => [table.name, table]));
  const ordered: Table[] = [];
  const placed = new Set<string>();
  const place = (table: Table, path: Set<string>) => {
    if (placed.has(table.name)) return;
    if (path.has(table.name)) throw new Error(`Foreign keys form a cycle through ${table.name}.`);
    path.add(table.name);
    for (const reference of table.references) {
      const referenced = byTableName.get(reference);
      if (referenced && referenced !== table) place(referenced, path);
    }
    placed.add(table.name);
    ordered.push(table);
  };
  for (const table of tables) place(table, new Set());
  return ordered;
}

/** The migrations the database holds, in the order they ran (their names sort by date). */
export async function appliedMigrations(db: QueryExecutorProvider): Promise<string[]> {
  const { rows } = await sql<{
    name: string;
  }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)} order by name`.execute(db);
  return rows.map((row) => row.name);
}
