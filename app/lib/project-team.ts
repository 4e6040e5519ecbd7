import type { TeamMember } from "./site-content";

/** A person a case study credits, as the team page shows them in the page's language. */
export type CreditedMember = Pick<TeamMember, "id" | "name" | "role" | "portrait">;

/**
 * A project's team (team items' ids, decision 073) read from the team page's visible
 * members, in the project's order: renaming a member or translating a role changes every
 * case study, and a member hidden or deleted is left out.
 */
export function creditedTeam(ids: readonly string[], team: readonly TeamMember[]): CreditedMember[] {
  return ids.flatMap((id) => {
    const member = team.find((candidate) => candidate.id === id);
    return member ? [{ id: member.id, name: member.name, role: member.role, portrait: member.portrait }] : [];
  });
}
