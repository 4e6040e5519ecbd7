import { describe, expect, it } from "vitest";
import { referrerSource } from "./referrer-source.server";

const site = "novadigital.az";

describe("referrerSource", () => {
  it("names search engines, whatever their country domain or subdomain", () => {
    expect(referrerSource("https://www.google.com/", site)).toEqual({ source: "search", referrer: "Google" });
    expect(referrerSource("https://www.google.com.tr/search?q=agency", site)).toEqual({
      source: "search",
      referrer: "Google",
    });
    expect(referrerSource("https://www.google.az/", site).referrer).toBe("Google");
    expect(referrerSource("https://yandex.ru/search/?text=x", site)).toEqual({ source: "search", referrer: "Yandex" });
    expect(referrerSource("https://duckduckgo.com/", site).source).toBe("search");
    expect(referrerSource("https://www.bing.com/search?q=x", site).referrer).toBe("Bing");
  });

  it("names social networks and their link shorteners", () => {
    expect(referrerSource("https://l.facebook.com/l.php?u=x", site)).toEqual({
      source: "social",
      referrer: "Facebook",
    });
    expect(referrerSource("https://t.co/abc", site)).toEqual({ source: "social", referrer: "X" });
    expect(referrerSource("https://www.linkedin.com/feed/", site).referrer).toBe("LinkedIn");
    expect(referrerSource("https://t.me/novadigital", site).referrer).toBe("Telegram");
    expect(referrerSource("https://www.instagram.com/", site).source).toBe("social");
  });

  it("does not take a look-alike host for a known one", () => {
    expect(referrerSource("https://notgoogle.com/", site)).toEqual({ source: "site", referrer: "notgoogle.com" });
    expect(referrerSource("https://google.com.evil.example/", site).source).toBe("site");
    expect(referrerSource("https://facebook.com.example.org/", site).source).toBe("site");
  });

  it("calls any other web address another site, by its host without www", () => {
    expect(referrerSource("https://www.partner.example/blog/post", site)).toEqual({
      source: "site",
      referrer: "partner.example",
    });
  });

  it("calls the site's own pages internal, with or without www and a port", () => {
    expect(referrerSource("https://novadigital.az/services", site).source).toBe("internal");
    expect(referrerSource("https://www.novadigital.az/", site).source).toBe("internal");
    expect(referrerSource("http://127.0.0.1:3000/blog", "127.0.0.1:3000").source).toBe("internal");
  });

  it("calls no referrer, or one that is not a web address, direct", () => {
    expect(referrerSource(undefined, site)).toEqual({ source: "direct", referrer: "" });
    expect(referrerSource("", site).source).toBe("direct");
    expect(referrerSource("not a url", site).source).toBe("direct");
    expect(referrerSource("android-app://com.google.android.gm/", site).source).toBe("direct");
  });
});
