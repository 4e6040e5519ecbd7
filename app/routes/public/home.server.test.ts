import { describe, expect, it } from "vitest";
import type { Offering } from "~/lib/site-content";
import { withServicePages } from "./home.server";

const card = (id: string, serviceSlug: string) => ({ id, serviceSlug, title: id }) as unknown as Offering;

describe("the home cards' links to service pages", () => {
  it("keep a slug only while a visible service has it", () => {
    const offerings = [card("web", "web-development"), card("design", "ui-design"), card("brand", ""), card("typo", "web-devlopment")];
    // The loader's list holds visible services only: ui-design is hidden here.
    const linked = withServicePages(offerings, [{ slug: "web-development" }, { slug: "mobile-development" }]);
    expect(linked.map((offering) => [offering.id, offering.serviceSlug])).toEqual([
      ["web", "web-development"],
      ["design", null],
      ["brand", null],
      ["typo", null],
    ]);
  });
});
