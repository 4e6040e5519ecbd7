import Bowser from "bowser";

/** A device as its User-Agent names it: "Chrome on macOS"; empty when neither can be told. */
export function describeDevice(userAgent: string | undefined): string {
  if (!userAgent) return "";
  const { browser, os } = Bowser.parse(userAgent);
  return [browser.name, os.name].filter(Boolean).join(" on ");
}
