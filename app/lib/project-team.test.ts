import { describe, expect, it } from "vitest";
import { creditedTeam } from "./project-team";
import type { TeamMember } from "./site-content";

const member = (id: string, name: string, role: string): TeamMember => ({
  id,
  slug: null,
  updatedAt: "2026-11-29T00:00:00.000Z",
  name,
  role,
  portrait: `/images/team/${id}.svg`,
});

describe("a case study's team", () => {
  const team = [member("a", "Aysel Mammadova", "Proje yöneticisi"), member("b", "Elena Volkova", "UI/UX tasarımcısı")];

  it("names each credited person with the team page's name and role, in the project's order", () => {
    expect(creditedTeam(["b", "a"], team)).toEqual([
      { id: "b", name: "Elena Volkova", role: "UI/UX tasarımcısı", portrait: "/images/team/b.svg" },
      { id: "a", name: "Aysel Mammadova", role: "Proje yöneticisi", portrait: "/images/team/a.svg" },
    ]);
  });

  it("leaves out whoever the team page does not show (hidden or deleted)", () => {
    expect(creditedTeam(["gone", "a"], team).map((credited) => credited.id)).toEqual(["a"]);
    expect(creditedTeam([], team)).toEqual([]);
  });
});
