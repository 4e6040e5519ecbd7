import type { TrafficSource } from "../../common/traffic";

/** A referring site the dashboard names, and what kind of source it is. */
interface KnownReferrer {
  name: string;
  source: "search" | "social";
  /** Matches the host and its subdomains (`www.`, `m.`, `l.`…). */
  host: RegExp;
}

const known = (name: string, source: KnownReferrer["source"], domains: string[]): KnownReferrer => ({
  name,
  source,
  host: new RegExp(`(^|\\.)(${domains.map((domain) => domain.replaceAll(".", "\\.")).join("|")})$`),
});

/**
 * The search engines and social networks visitors of an agency in Azerbaijan, Turkey and
 * the CIS arrive from. A host not listed here is "another site", shown by its name.
 */
const knownReferrers: KnownReferrer[] = [
  known("Google", "search", ["google.[a-z]{2,3}", "google.com?.[a-z]{2}"]),
  known("Bing", "search", ["bing.com"]),
  known("Yandex", "search", ["yandex.[a-z]{2,3}", "ya.ru"]),
  known("DuckDuckGo", "search", ["duckduckgo.com"]),
  known("Yahoo", "search", ["yahoo.com", "search.yahoo.co.jp"]),
  known("Baidu", "search", ["baidu.com"]),
  known("Ecosia", "search", ["ecosia.org"]),
  known("Brave Search", "search", ["search.brave.com"]),
  known("Startpage", "search", ["startpage.com"]),
  known("Qwant", "search", ["qwant.com"]),
  known("Naver", "search", ["naver.com"]),
  known("Seznam", "search", ["seznam.cz"]),
  known("Mail.ru", "search", ["go.mail.ru"]),
  known("Facebook", "social", ["facebook.com", "fb.com", "fb.me"]),
  known("Instagram", "social", ["instagram.com"]),
  known("LinkedIn", "social", ["linkedin.com", "lnkd.in"]),
  known("X", "social", ["twitter.com", "x.com", "t.co"]),
  known("Telegram", "social", ["t.me", "telegram.org", "telegram.me"]),
  known("WhatsApp", "social", ["whatsapp.com", "wa.me"]),
  known("VK", "social", ["vk.com", "vk.ru"]),
  known("Odnoklassniki", "social", ["ok.ru"]),
  known("YouTube", "social", ["youtube.com", "youtu.be"]),
  known("TikTok", "social", ["tiktok.com"]),
  known("Pinterest", "social", ["pinterest.com"]),
  known("Reddit", "social", ["reddit.com"]),
  known("Threads", "social", ["threads.net", "threads.com"]),
];

export interface ReferrerSource {
  source: TrafficSource;
  /** The referring site's name ("Google") or host ("partner.example"); "" for none. */
  referrer: string;
}

const direct: ReferrerSource = { source: "direct", referrer: "" };
const internal: ReferrerSource = { source: "internal", referrer: "" };

/**
 * Classifies a request's Referer: one of the site's own pages (`ownHost`, with or without
 * `www.`) is internal navigation; a known search engine or social network by name; any
 * other host is another site; nothing, or something that is not a web address, is direct.
 */
export function referrerSource(referer: string | undefined, ownHost: string | undefined): ReferrerSource {
  if (!referer) return direct;
  let host: string;
  try {
    const url = new URL(referer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return direct;
    host = url.hostname.toLowerCase().replace(/\.$/, "");
  } catch {
    return direct;
  }
  const bare = (name: string) => name.replace(/^www\./, "");
  if (ownHost && bare(host) === bare(ownHost.toLowerCase().replace(/:\d+$/, ""))) return internal;
  const match = knownReferrers.find((candidate) => candidate.host.test(host));
  if (match) return { source: match.source, referrer: match.name };
  return { source: "site", referrer: bare(host).slice(0, 100) };
}
