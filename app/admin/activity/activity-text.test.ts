import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import type { ActivityEntry } from "../../../common/dashboard";
import { describeActivity } from "./activity-text";

const locales = import.meta.glob<{ default: Record<string, unknown> }>("../../../common/i18n/locales/*/admin.json", {
  eager: true,
});

const entry = (overrides: Partial<ActivityEntry>): ActivityEntry => ({
  _id: "e1",
  kind: "post.updated",
  subjectId: "p1",
  title: "Web Development",
  actor: { _id: "u1", name: "Ana" },
  changes: null,
  createdAt: "2027-01-02T10:00:00.000Z",
  ...overrides,
});

describe("activity lines that say what changed", () => {
  const i18n = i18next.createInstance();
  beforeAll(async () => {
    const resources = Object.fromEntries(
      Object.entries(locales).map(([file, module]) => [file.split("/").at(-2)!, { admin: module.default }]),
    );
    await i18n.init({ resources, lng: "en", ns: ["admin"], defaultNS: "admin", interpolation: { escapeValue: false } });
  });
  const describeIn = (language: string, event: ActivityEntry) =>
    describeActivity(event, i18n.getFixedT(language, "admin"), language);

  it("names a post's fields and language in each of the four languages", () => {
    const edited = entry({ changes: { fields: ["title", "content"], languages: ["tr"] } });
    expect(describeIn("en", edited)).toBe("Ana edited “Title” and “Content” of the post “Web Development” (TR)");
    expect(describeIn("ru", edited)).toMatch(/^Ana: в статье «Web Development» изменены поля «.+» и «.+» \(TR\)$/);
    expect(describeIn("tr", edited)).toMatch(
      /^Ana, “Web Development” yazısında “.+” ve “.+” alanlarını düzenledi \(TR\)$/,
    );
    expect(describeIn("az", edited)).toMatch(
      /^Ana “Web Development” məqaləsində “.+” və “.+” sahələrini redaktə etdi \(TR\)$/,
    );
  });

  it("names site content by its fields and the settings by their sections, once each", () => {
    const content = entry({
      kind: "content.updated",
      changes: { fields: ["question", "visible"], languages: ["ru", "az"] },
    });
    expect(describeIn("en", content)).toBe(
      "Ana edited “Question” and “Visibility” of “Web Development” in the site content (RU, AZ)",
    );
    const settings = entry({ kind: "settings.updated", changes: { fields: ["name", "logo", "map"], languages: [] } });
    expect(describeIn("en", settings)).toBe("Ana edited “Agency” and “Office map” in the site settings");
  });

  it("keeps the plain line for events that record no changes", () => {
    expect(describeIn("en", entry({}))).toBe("Ana edited the post “Web Development”");
    expect(describeIn("en", entry({ kind: "post.created" }))).toBe("Ana created the post “Web Development”");
  });
});
