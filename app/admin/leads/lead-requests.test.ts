import { describe, expect, it } from "vitest";
import { statusFilterOf, textPreview } from "./lead-requests";

describe("textPreview", () => {
  it("keeps a short text whole, on one line", () => {
    expect(textPreview("  Hello,\n\nwe need   a shop.  ")).toBe("Hello, we need a shop.");
  });

  it("cuts a long text to its length, ending with an ellipsis", () => {
    const preview = textPreview(`${"word ".repeat(40)}end`);
    expect(preview).toHaveLength(120);
    expect(preview.endsWith("word…")).toBe(true);
    expect(textPreview("x".repeat(120))).toBe("x".repeat(120));
  });
});

describe("statusFilterOf", () => {
  it("reads a known status from the address and ignores anything else", () => {
    expect(statusFilterOf("http://site.test/admin/applications?status=won")).toBe("won");
    expect(statusFilterOf("http://site.test/admin/applications?status=archived")).toBeUndefined();
    expect(statusFilterOf("http://site.test/admin/applications")).toBeUndefined();
  });
});
