import { describe, expect, it } from "vitest";
import { deviceOf, userAgentKey } from "./user-agent.server";

const userAgents = {
  chromeWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  safariMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15",
  iPhone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
  android:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  iPad: "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
  googlebot: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  bingbot:
    "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36",
  yandexbot: "Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)",
  headless:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
  curl: "curl/8.5.0",
};

describe("deviceOf", () => {
  it("tells desktops, phones and tablets apart", () => {
    expect(deviceOf(userAgents.chromeWindows)).toBe("desktop");
    expect(deviceOf(userAgents.safariMac)).toBe("desktop");
    expect(deviceOf(userAgents.iPhone)).toBe("mobile");
    expect(deviceOf(userAgents.android)).toBe("mobile");
    expect(deviceOf(userAgents.iPad)).toBe("tablet");
  });

  it("counts crawlers, tools and requests without a User-Agent as bots", () => {
    expect(deviceOf(userAgents.googlebot)).toBe("bot");
    expect(deviceOf(userAgents.bingbot)).toBe("bot");
    expect(deviceOf(userAgents.yandexbot)).toBe("bot");
    expect(deviceOf(userAgents.curl)).toBe("bot");
    expect(deviceOf(userAgents.headless)).toBe("bot");
    expect(deviceOf(undefined)).toBe("bot");
    expect(deviceOf("")).toBe("bot");
  });

  it("answers the same the second time (from its bounded memo)", () => {
    expect(deviceOf(userAgents.iPhone)).toBe(deviceOf(userAgents.iPhone));
  });

  it("holds a 14 KB User-Agent under a short key, never verbatim, and still tells two apart", () => {
    const long = (tail: string) => `${userAgents.chromeWindows} ${"x".repeat(14_000)}${tail}`;
    expect(userAgentKey(userAgents.iPhone)).toBe(userAgents.iPhone);
    expect(userAgentKey(long("a"))).toHaveLength(23);
    expect(userAgentKey(long("a"))).not.toBe(userAgentKey(long("b")));
    expect(deviceOf(long("a"))).toBe("desktop");
  });
});
