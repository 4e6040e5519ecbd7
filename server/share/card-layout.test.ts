import { describe, expect, it } from "vitest";
import { cardSvg, escapeSvgText, layoutTitle, textWidth } from "./card-layout.server";

const lineEms = (fontSize: number) => 1040 / fontSize;

describe("the share card's title layout", () => {
  it("keeps a short title on one line at the largest size", () => {
    expect(layoutTitle("Services")).toEqual({ fontSize: 76, lines: ["Services"] });
  });

  it("wraps at spaces and steps the size down before breaking any word", () => {
    const { fontSize, lines } = layoutTitle("Saytlar, tətbiqlər və brendlər üçün rəqəmsal agentlik");
    expect(lines.length).toBeLessThanOrEqual(3);
    expect(lines.join(" ")).toBe("Saytlar, tətbiqlər və brendlər üçün rəqəmsal agentlik");
    for (const line of lines) expect(textWidth(line)).toBeLessThanOrEqual(lineEms(fontSize));
  });

  it("fits a long Russian word whole on a line of its own", () => {
    const { fontSize, lines } = layoutTitle("Удовлетворённость клиентов и достопримечательности");
    expect(lines).toContain("Удовлетворённость");
    expect(lines.join(" ")).toBe("Удовлетворённость клиентов и достопримечательности");
    for (const line of lines) expect(textWidth(line)).toBeLessThanOrEqual(lineEms(fontSize));
  });

  it("breaks a word longer than a line with a hyphen, in Azerbaijani and Russian", () => {
    const word = "Azərbaycanlılaşdırılmışlardanmışsınızmı";
    const { fontSize, lines } = layoutTitle(`${word} Удовлетворённостьудовлетворённость`);
    expect(fontSize).toBe(52);
    expect(lines.length).toBeLessThanOrEqual(3);
    expect(lines[0]).toMatch(/^Azərbaycan.*-$/);
    expect(lines.join("").replaceAll("-", "")).toContain(word.slice(0, 20));
    for (const line of lines) expect(textWidth(line)).toBeLessThanOrEqual(lineEms(fontSize));
  });

  it("ends a title longer than three lines with an ellipsis", () => {
    const title = "Высокопроизводительные веб-приложения нового поколения ".repeat(4).trim();
    const { fontSize, lines } = layoutTitle(title);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/\S…$/);
    for (const line of lines) expect(textWidth(line)).toBeLessThanOrEqual(lineEms(fontSize));
  });

  it("counts wide letters wider than narrow ones, and combining accents as nothing", () => {
    expect(textWidth("ШЩЖ")).toBeGreaterThan(textWidth("ııı") * 2);
    expect(textWidth("е\u0301")).toBe(textWidth("е"));
  });
});

describe("the share card's SVG", () => {
  it("escapes the text it shows and names the language", () => {
    const svg = cardSvg({
      title: 'Grids <b>&</b> "layout"',
      kicker: "Dizayn",
      siteName: "Nova Digital",
      host: "example.com",
      language: "az",
    });
    expect(svg).toContain("Grids &#60;b&#62;&#38;&#60;/b&#62; &#34;layout&#34;");
    expect(svg).toContain('xml:lang="az"');
    // Upper-cased by the language's rules: the dotted capital İ of Azerbaijani.
    expect(svg).toContain(">DİZAYN<");
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="630"/);
    expect(escapeSvgText("'")).toBe("&#39;");
  });
});
