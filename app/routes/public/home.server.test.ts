import { describe, expect, it } from "vitest";
import type { Service } from "~/lib/site-content";
import { homeServiceCards } from "./home.server";

const service = (id: string, slug: string) =>
  ({ id, slug, icon: "code", title: `${id} title`, subtitle: `${id} subtitle`, features: [`${id} feature`] }) as unknown as Service;

describe("the home page's \"What we do\" cards", () => {
  it("are the visible services, in their order, each linking to its own page", () => {
    // The loader's list holds visible services only: a hidden one never becomes a card.
    const cards = homeServiceCards([service("web", "web-development"), service("mobile", "mobile-development")]);
    expect(cards).toEqual([
      { id: "web", icon: "code", title: "web title", description: "web subtitle", items: ["web feature"], serviceSlug: "web-development" },
      {
        id: "mobile",
        icon: "code",
        title: "mobile title",
        description: "mobile subtitle",
        items: ["mobile feature"],
        serviceSlug: "mobile-development",
      },
    ]);
  });
});
