import { describe, expect, it } from "vitest";
import { parsePhpArray } from "./php-serialized.server";

describe("parsePhpArray", () => {
  it("reads Polylang's language → id arrays, counting string lengths in bytes", () => {
    expect(parsePhpArray('a:2:{s:2:"en";i:12;s:2:"tr";i:14;}')).toEqual(
      new Map<string, unknown>([
        ["en", 12],
        ["tr", 14],
      ]),
    );
    expect(parsePhpArray('a:3:{s:4:"name";s:8:"Türkçe";s:3:"rtl";b:0;s:1:"x";N;}')).toEqual(
      new Map<string, unknown>([
        ["name", "Türkçe"],
        ["rtl", false],
        ["x", null],
      ]),
    );
    expect(parsePhpArray('a:1:{i:0;a:1:{s:1:"k";d:1.5;}}')?.get("0")).toEqual(new Map([["k", 1.5]]));
  });

  it("gives undefined for anything else or anything malformed", () => {
    expect(parsePhpArray("")).toBeUndefined();
    expect(parsePhpArray('s:2:"en";')).toBeUndefined();
    expect(parsePhpArray('a:2:{s:2:"en";i:12;')).toBeUndefined();
    expect(parsePhpArray('a:1:{s:5:"en";i:1;}')).toBeUndefined();
    expect(parsePhpArray('O:8:"stdClass":0:{}')).toBeUndefined();
  });
});
