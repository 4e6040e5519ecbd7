// The project editor's team (decision 073): team page items ticked by id, in the order they
// are credited. Plain functions, so the checklist's rules are tested without a browser.
import type { ContentItem } from "../../../common/content/items";

/** The checklist's rows: the credited members in their order, then everyone else in the team page's. */
export function teamPickerRows(credited: readonly string[], team: readonly ContentItem[]) {
  const byId = new Map(team.map((member) => [member._id, member]));
  const ticked = credited.flatMap((id) => {
    const member = byId.get(id);
    return member ? [member] : [];
  });
  return [
    ...ticked.map((member, index) => ({ member, position: index, of: ticked.length })),
    ...team.filter((member) => !credited.includes(member._id)).map((member) => ({ member, position: -1, of: 0 })),
  ];
}

/** Ticking credits a member last; unticking takes them off. */
export function toggleCredit(credited: readonly string[], id: string): string[] {
  return credited.includes(id) ? credited.filter((other) => other !== id) : [...credited, id];
}

/** The credits with `id` moved one place earlier (-1) or later (+1). */
export function moveCredit(credited: readonly string[], id: string, by: -1 | 1): string[] {
  const from = credited.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= credited.length) return [...credited];
  const moved = [...credited];
  moved.splice(from, 1);
  moved.splice(to, 0, id);
  return moved;
}

/**
 * A project as the editor opens it: only credits of people still on the team page (one
 * deleted meanwhile would make the save refused, and the page already leaves them out).
 */
export function withKnownTeam(item: ContentItem, team: readonly ContentItem[]): ContentItem {
  const credited = item.fields.team;
  if (!Array.isArray(credited)) return item;
  const known = credited.filter((id) => team.some((member) => member._id === id));
  return known.length === credited.length ? item : { ...item, fields: { ...item.fields, team: known } };
}
