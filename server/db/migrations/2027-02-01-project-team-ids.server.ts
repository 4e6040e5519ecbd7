import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";

// A project's team becomes the team page's items, by id (issue 42, decision 073): each name a
// project credits is matched to a team item (the same name, or the same once case, accents,
// the Turkish and Azerbaijani letters and the Cyrillic script are set aside); a name that
// matches no one, or more than one, becomes a hidden team item of its own, so nothing a
// case study credited is lost and staff decide (show it on the team page, or credit
// someone else), and the activity log reports it. The names as they were are kept in
// `app_meta` for the way down. Frozen once landed: later changes go in a new migration file.

type Json = Record<string, any>;
type Row = { id: string; fields: string; text: string; visible: number; position: number };
/** A credit as projects stored it until now. */
type NamedCredit = { name: string; role: string; portrait: string };

const backupKey = "2027-02-01-project-team-names";

/** The roles a project could give, as the admin labelled them then: a new team item's role. */
const roleLabels: Record<string, Record<"en" | "tr" | "ru" | "az", string>> = {
  projectManager: { en: "Project manager", tr: "Proje yöneticisi", ru: "Менеджер проекта", az: "Layihə meneceri" },
  designer: { en: "UI/UX designer", tr: "UI/UX tasarımcısı", ru: "UI/UX-дизайнер", az: "UI/UX dizayner" },
  frontend: {
    en: "Frontend developer",
    tr: "Frontend geliştirici",
    ru: "Фронтенд-разработчик",
    az: "Frontend proqramçı",
  },
  backend: { en: "Backend developer", tr: "Backend geliştirici", ru: "Бэкенд-разработчик", az: "Backend proqramçı" },
  mobile: { en: "Mobile developer", tr: "Mobil geliştirici", ru: "Мобильный разработчик", az: "Mobil proqramçı" },
  marketer: {
    en: "Marketing strategist",
    tr: "Pazarlama stratejisti",
    ru: "Маркетолог-стратег",
    az: "Marketinq strateqi",
  },
  brandDesigner: { en: "Brand designer", tr: "Marka tasarımcısı", ru: "Бренд-дизайнер", az: "Brend dizayneri" },
  copywriter: { en: "Copywriter", tr: "Metin yazarı", ru: "Копирайтер", az: "Kopiraytar" },
};

const cyrillic: Record<string, string> = {
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  д: "d",
  е: "e",
  ё: "e",
  ж: "zh",
  з: "z",
  и: "i",
  й: "y",
  к: "k",
  л: "l",
  м: "m",
  н: "n",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  у: "u",
  ф: "f",
  х: "kh",
  ц: "ts",
  ч: "ch",
  ш: "sh",
  щ: "shch",
  ъ: "",
  ы: "y",
  ь: "",
  э: "e",
  ю: "yu",
  я: "ya",
};

/** A name as it is compared: "Günay Həsənova", "GUNAY  HASANOVA" and "Гунай Хасанова" read alike. */
export function nameKey(name: string): string {
  return name
    .toLocaleLowerCase("tr")
    .replace(/ə/g, "a")
    .replace(/ı/g, "i")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[а-яё]/g, (letter) => cyrillic[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

const nameOf = (row: Row) => String((JSON.parse(row.fields) as Json).name ?? "");

async function rowsOf(db: Kysely<any>, kind: string): Promise<Row[]> {
  return db
    .selectFrom("content_items")
    .select(["id", "fields", "text", "visible", "position"])
    .where("kind", "=", kind)
    .orderBy("position")
    .execute();
}

/** The team item a name stands for: the one of that name, else the one alike; none when two are. */
function matchName(name: string, team: Row[]): Row | undefined {
  const exact = team.filter((row) => nameOf(row).trim() === name.trim());
  if (exact.length === 1) return exact[0];
  const alike = team.filter((row) => nameKey(nameOf(row)) === nameKey(name));
  return alike.length === 1 ? alike[0] : undefined;
}

export async function up(db: Kysely<any>): Promise<void> {
  const now = new Date().toISOString();
  const team = await rowsOf(db, "team");
  let position = Math.max(-1, ...team.map((row) => Number(row.position)));
  const before: Record<string, unknown[]> = {};
  const created: string[] = [];
  for (const project of await rowsOf(db, "projects")) {
    const fields = JSON.parse(project.fields) as Json;
    const credits: unknown[] = Array.isArray(fields.team) ? fields.team : [];
    // Already ids (a project saved by today's admin): nothing to do.
    if (credits.every((credit) => typeof credit === "string")) continue;
    const ids: string[] = [];
    for (const credit of credits) {
      if (typeof credit === "string") {
        ids.push(credit);
        continue;
      }
      const { name = "", role = "", portrait = "" } = (credit ?? {}) as Partial<NamedCredit>;
      if (!name.trim()) continue;
      let member = matchName(name, team);
      if (!member) {
        const label = roleLabels[role] ?? roleLabels.projectManager!;
        member = {
          id: randomUUID(),
          fields: JSON.stringify({ name: name.trim(), portrait }),
          text: JSON.stringify({
            en: { role: label.en },
            tr: { role: label.tr },
            ru: { role: label.ru },
            az: { role: label.az },
          }),
          visible: 0,
          position: ++position,
        };
        await db
          .insertInto("content_items")
          .values({ ...member, kind: "team", slug: null, created_at: now, updated_at: now })
          .execute();
        // Reported where staff look for what changed: the activity log, by no one.
        await db
          .insertInto("activity_events")
          .values({
            id: randomUUID(),
            kind: "content.created",
            subject_id: member.id,
            subject_title: name.trim(),
            actor_id: null,
            changes: null,
            created_at: now,
          })
          .execute();
        team.push(member);
        created.push(member.id);
      }
      if (!ids.includes(member.id)) ids.push(member.id);
    }
    before[project.id] = credits;
    await db
      .updateTable("content_items")
      .set({ fields: JSON.stringify({ ...fields, team: ids }), updated_at: now })
      .where("id", "=", project.id)
      .execute();
  }
  await db.deleteFrom("app_meta").where("key", "=", backupKey).execute();
  await db
    .insertInto("app_meta")
    .values({ key: backupKey, value: JSON.stringify({ projects: before, created }) })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const now = new Date().toISOString();
  const backup = await db.selectFrom("app_meta").select("value").where("key", "=", backupKey).executeTakeFirst();
  const { projects: before = {}, created = [] } = (backup ? JSON.parse(backup.value as string) : {}) as {
    projects?: Record<string, NamedCredit[]>;
    created?: string[];
  };
  const team = await rowsOf(db, "team");
  for (const project of await rowsOf(db, "projects")) {
    const fields = JSON.parse(project.fields) as Json;
    const ids: unknown[] = Array.isArray(fields.team) ? fields.team : [];
    // The names as they were, unless staff credited others since; else each member's as it is now.
    const kept = before[project.id];
    const stillAsUp = kept && sameIds(ids, kept, team);
    const credits = stillAsUp
      ? kept
      : ids.flatMap((id) => {
          const member = team.find((row) => row.id === id);
          if (!member) return [];
          const memberFields = JSON.parse(member.fields) as Json;
          const english = (JSON.parse(member.text) as Json).en?.role as string | undefined;
          const role = Object.entries(roleLabels).find(([, label]) => label.en === english)?.[0] ?? "projectManager";
          return [{ name: String(memberFields.name ?? ""), role, portrait: String(memberFields.portrait ?? "") }];
        });
    await db
      .updateTable("content_items")
      .set({ fields: JSON.stringify({ ...fields, team: credits }), updated_at: now })
      .where("id", "=", project.id)
      .execute();
  }
  // The team items made up for unmatched names go, unless staff have shown them since.
  for (const id of created)
    await db.deleteFrom("content_items").where("id", "=", id).where("visible", "=", 0).execute();
  await db.deleteFrom("app_meta").where("key", "=", backupKey).execute();
}

/** Whether `ids` are still the ones `up` made of `credits`. */
function sameIds(ids: unknown[], credits: NamedCredit[], team: Row[]): boolean {
  const names = ids.map((id) => team.find((row) => row.id === id)).map((row) => (row ? nameKey(nameOf(row)) : null));
  const credited = [...new Set(credits.map((credit) => nameKey(credit.name ?? "")).filter(Boolean))];
  return names.length === credited.length && names.every((name, index) => name === credited[index]);
}
