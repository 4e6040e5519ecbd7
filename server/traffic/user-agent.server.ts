import { createHash } from "node:crypto";
import Bowser from "bowser";
import { isbot } from "isbot";
import type { TrafficDevice } from "../../common/traffic";

// Parsing a User-Agent costs tens of microseconds; a site's visitors send a few hundred
// distinct ones, so each is parsed once. Bounded: a client inventing one per request
// costs a parse, not memory (past the bound all are forgotten and parsed again, which a
// plain map does more cheaply on every view than a least-recently-used one).
const maxDevicesHeld = 2000;
const devices = new Map<string, TrafficDevice>();

/**
 * The class of device a User-Agent names: crawlers and other bots (isbot's maintained
 * list) are `bot`; a browser is a mobile, a tablet or, for anything else, a desktop. A
 * request without a User-Agent is no browser's: a bot.
 */
export function deviceOf(userAgent: string | undefined): TrafficDevice {
  if (!userAgent) return "bot";
  const key = userAgentKey(userAgent);
  let device = devices.get(key);
  if (!device) {
    const read = userAgent.slice(0, maxUserAgentKept);
    device = isbot(read) ? "bot" : platformDevice(read);
    if (devices.size >= maxDevicesHeld) devices.clear();
    devices.set(key, device);
  }
  return device;
}

/** Browsers send 100 to 300 characters; longer ones are keyed by a hash. */
const maxUserAgentKept = 512;

/**
 * What a User-Agent is held under in memory (docs/decisions/050): itself up to 512
 * characters, else a 23-character hash of it, so a 14 KB User-Agent costs no more than a
 * short one. Never stored: visitors are hashed with the day's salt over this key.
 */
export function userAgentKey(userAgent: string | undefined): string {
  if (!userAgent) return "";
  if (userAgent.length <= maxUserAgentKept) return userAgent;
  return `#${createHash("sha256").update(userAgent).digest("base64url").slice(0, 22)}`;
}

function platformDevice(userAgent: string): TrafficDevice {
  const platform = Bowser.getParser(userAgent).getPlatformType(true);
  return platform === "mobile" ? "mobile" : platform === "tablet" ? "tablet" : "desktop";
}
