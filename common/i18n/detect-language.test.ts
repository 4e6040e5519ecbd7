import { describe, expect, it } from "vitest";
import { detectLanguage } from "./detect-language";

const detect = (path: string, cookieHeader?: string, acceptLanguage?: string, stored?: string[]) =>
  detectLanguage({ query: new URL(path, "http://site.test").searchParams, cookieHeader, acceptLanguage, stored });

describe("detectLanguage", () => {
  it("prefers ?lng= over the cookie and the browser", () => {
    expect(detect("/?lng=tr", "i18next=ru", "az")).toBe("tr");
  });
  it("reads the cookie next", () => {
    expect(detect("/", "theme=dark; i18next=ru", "az")).toBe("ru");
  });
  it("then the browser's Accept-Language, by quality", () => {
    expect(detect("/", undefined, "de-DE,de;q=0.9,az;q=0.5,tr;q=0.8")).toBe("tr");
    expect(detect("/", undefined, "ru-RU")).toBe("ru");
  });
  it("skips unsupported values and finds nothing when no step names a site language", () => {
    expect(detect("/?lng=xx", "i18next=de", "fr-FR")).toBeUndefined();
    expect(detect("/?lng=xx", undefined, "az-AZ")).toBe("az");
    expect(detect("/")).toBeUndefined();
  });
  it("survives malformed cookies and headers", () => {
    expect(detect("/", "i18next=%E0%A4%A", ";;q=abc,")).toBeUndefined();
  });
  it("reads local then session storage after the cookie and before the browser's languages", () => {
    expect(detect("/", "i18next=ru", "az", ["tr"])).toBe("ru");
    expect(detect("/", undefined, "az", ["xx", "tr"])).toBe("tr");
    expect(detect("/", undefined, "az", [null as unknown as string, "tr"])).toBe("tr");
  });
});
