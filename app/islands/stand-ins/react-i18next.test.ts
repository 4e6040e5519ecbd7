import { describe, expect, it } from "vitest";
import turkishOffer from "../../../common/i18n/locales/tr/offer.json";
import { type IslandPageData, jsonForScript } from "../page-data";
import { loadNamespace, translate } from "./react-i18next";

const page = {
  language: "ru" as const,
  strings: {
    common: { nav: { cta: "Связаться" }, greeting: "Привет, {{name}}!", item_one: "{{count}} пункт" },
    faq: {
      title: "Вопросы",
      item_one: "{{count}} вопрос",
      item_few: "{{count}} вопроса",
      item_many: "{{count}} вопросов",
    },
  },
};

describe("the islands' t", () => {
  it("reads nested keys, the page's namespace first, then common", () => {
    expect(translate(page, ["faq", "common"], "title")).toBe("Вопросы");
    expect(translate(page, ["faq", "common"], "nav.cta")).toBe("Связаться");
    expect(translate(page, ["common"], "faq:title")).toBe("Вопросы");
  });

  it("fills {{values}} and picks the language's plural form by count", () => {
    expect(translate(page, ["common"], "greeting", { name: "Анна" })).toBe("Привет, Анна!");
    expect(translate(page, ["faq"], "item", { count: 1 })).toBe("1 вопрос");
    expect(translate(page, ["faq"], "item", { count: 3 })).toBe("3 вопроса");
    expect(translate(page, ["faq"], "item", { count: 5 })).toBe("5 вопросов");
  });

  it("answers a missing key with its default value, else the key", () => {
    expect(translate(page, ["common"], "missing", { defaultValue: "—" })).toBe("—");
    expect(translate(page, ["common"], "missing.key")).toBe("missing.key");
  });
});

describe("a namespace the page did not bring", () => {
  it("is fetched once in the page's language and read like the others", async () => {
    const turkishPage: Pick<IslandPageData, "strings" | "language"> = { language: "tr", strings: { common: {} } };
    expect(loadNamespace(turkishPage, "common")).toBeUndefined();
    const pending = loadNamespace(turkishPage, "offer");
    expect(pending).toBeInstanceOf(Promise);
    expect(loadNamespace(turkishPage, "offer")).toBe(pending);
    await pending;
    expect(turkishPage.strings.offer).toEqual(turkishOffer);
    expect(loadNamespace(turkishPage, "offer")).toBeUndefined();
    expect(translate(turkishPage, ["offer"], "close")).toBe(turkishOffer.close);
  });
});

describe("the page's data in a script element", () => {
  it("cannot close the element or open a comment early", () => {
    const json = jsonForScript({ text: "</script><!-- \u2028" });
    expect(json).not.toMatch(/<|\u2028/);
    expect(JSON.parse(json)).toEqual({ text: "</script><!-- \u2028" });
  });
});
