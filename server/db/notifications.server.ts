import { type Kysely, sql } from "kysely";
import type { Notification, NotificationKind, Notifications } from "../../common/notifications";
import type { Role } from "../../common/user";
import { toIsoString } from "./database.server";
import type { DB, UserRow } from "./schema.server";

/** What the bell lists: a kind of thing that comes in, the table it lands in, and who may see it. */
interface Source {
  kind: NotificationKind;
  table: "applications" | "contactMessages" | "comments" | "logoOrders";
  roles: readonly Role[];
  /** Only rows with one of these values are news: comments waiting for approval, logo orders paid or free. */
  only?: { column: string; values: string[] };
}

const sources: Source[] = [
  { kind: "application", table: "applications", roles: ["admin"] },
  { kind: "message", table: "contactMessages", roles: ["admin"] },
  { kind: "comment", table: "comments", roles: ["admin", "editor"], only: { column: "status", values: ["pending"] } },
  {
    kind: "logoOrder",
    table: "logoOrders",
    roles: ["admin"],
    only: { column: "paymentStatus", values: ["paid", "free"] },
  },
];

const listed = 8;

/** What came in since the user last opened the bell (or since their account was made), of the kinds their role sees. */
export async function listNotifications(db: Kysely<DB>, user: UserRow): Promise<Notifications> {
  const since = toIsoString(user.notificationsSeenAt ?? user.createdAt);
  const visible = sources.filter((source) => source.roles.includes(user.role));
  const perSource = await Promise.all(
    visible.map(async ({ kind, table, only }) => {
      // Every source table has an id, the sender's name and when it came in.
      let query = db.selectFrom(table as "comments").where("createdAt", ">", since);
      if (only) query = query.where(sql.ref(only.column), "in", only.values);
      const [rows, { count }] = await Promise.all([
        query.select(["id", "name", "createdAt"]).orderBy("createdAt", "desc").limit(listed).execute(),
        query.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow(),
      ]);
      const items: Notification[] = rows.map((row) => ({
        kind,
        _id: row.id,
        title: row.name,
        createdAt: toIsoString(row.createdAt),
      }));
      return { items, count: Number(count) };
    }),
  );
  return {
    items: perSource
      .flatMap((source) => source.items)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .slice(0, listed),
    unseen: perSource.reduce((sum, source) => sum + source.count, 0),
  };
}

/**
 * Opening the bell: everything up to `until` (the newest item it showed) counts as seen.
 * The mark never moves back, nor past the present, whatever the client sends.
 */
export async function markNotificationsSeen(db: Kysely<DB>, userId: string, until: string): Promise<void> {
  const seenAt = new Date(Math.min(Date.parse(until), Date.now())).toISOString();
  await db
    .updateTable("users")
    .set({ notificationsSeenAt: seenAt })
    .where("id", "=", userId)
    .where((eb) => eb.or([eb("notificationsSeenAt", "is", null), eb("notificationsSeenAt", "<", seenAt)]))
    .execute();
}
