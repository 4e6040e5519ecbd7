import { describe, expect, it } from "vitest";
import { postReadingMinutes, readingMinutes } from "./reading-time.server";

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(" ");

describe("readingMinutes", () => {
  it("is at least a minute, even for no text", () => {
    expect(readingMinutes("")).toBe(1);
    expect(readingMinutes("one two")).toBe(1);
  });

  it("rounds up at 200 words a minute", () => {
    expect(readingMinutes(words(200))).toBe(1);
    expect(readingMinutes(words(201))).toBe(2);
    expect(readingMinutes(words(1000))).toBe(5);
  });
});

describe("postReadingMinutes", () => {
  it("counts the words of the text, not the markup", () => {
    const html = `<p class="${words(400)}">${words(250)}</p>`;
    expect(postReadingMinutes(html)).toBe(2);
  });
});
