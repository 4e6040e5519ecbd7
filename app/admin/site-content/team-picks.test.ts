import { describe, expect, it } from "vitest";
import type { ContentItem } from "../../../common/content/items";
import { moveCredit, teamPickerRows, toggleCredit, withKnownTeam } from "./team-picks";

const item = (id: string, fields: Record<string, unknown> = {}): ContentItem => ({
  _id: id,
  kind: "team",
  slug: null,
  position: 0,
  visible: true,
  fields,
  text: { en: { role: "Designer" } },
  missingLanguages: [],
  createdAt: "2026-11-29T00:00:00.000Z",
  updatedAt: "2026-11-29T00:00:00.000Z",
});

describe("the project editor's team checklist", () => {
  const team = ["a", "b", "c", "d"].map((id) => item(id));

  it("lists the credited first, in their order, then the rest of the team page in its order", () => {
    const rows = teamPickerRows(["c", "a", "gone"], team);
    expect(rows.map((row) => row.member._id)).toEqual(["c", "a", "b", "d"]);
    expect(rows.map((row) => row.position)).toEqual([0, 1, -1, -1]);
    expect(rows[0]!.of).toBe(2);
  });

  it("credits a ticked member last, takes an unticked one off, and moves credits within bounds", () => {
    expect(toggleCredit(["a"], "c")).toEqual(["a", "c"]);
    expect(toggleCredit(["a", "c"], "a")).toEqual(["c"]);
    expect(moveCredit(["a", "b", "c"], "c", -1)).toEqual(["a", "c", "b"]);
    expect(moveCredit(["a", "b", "c"], "a", 1)).toEqual(["b", "a", "c"]);
    expect(moveCredit(["a", "b"], "a", -1)).toEqual(["a", "b"]);
    expect(moveCredit(["a", "b"], "b", 1)).toEqual(["a", "b"]);
  });

  it("opens a project without credits of people no longer on the team page", () => {
    const project = { ...item("p", { team: ["a", "gone", "b"] }), kind: "projects" as const };
    expect(withKnownTeam(project, team).fields.team).toEqual(["a", "b"]);
    const whole = { ...item("q", { team: ["a"] }), kind: "projects" as const };
    expect(withKnownTeam(whole, team)).toBe(whole);
  });
});
