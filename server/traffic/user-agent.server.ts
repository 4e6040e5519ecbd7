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
  let device = devices.get(userAgent);
  if (!device) {
    device = isbot(userAgent) ? "bot" : platformDevice(userAgent);
    if (devices.size >= maxDevicesHeld) devices.clear();
    devices.set(userAgent, device);
  }
  return device;
}

function platformDevice(userAgent: string): TrafficDevice {
  const platform = Bowser.getParser(userAgent).getPlatformType(true);
  return platform === "mobile" ? "mobile" : platform === "tablet" ? "tablet" : "desktop";
}
