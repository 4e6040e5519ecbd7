import { describe, expect, it } from "vitest";
import { parseCsvRows } from "./csv-rows";

describe("parseCsvRows", () => {
  it("reads quoted cells, doubled quotes, line breaks inside quotes and both line ends", () => {
    const rows = parseCsvRows('\uFEFFsource,target\r\n"/a,b","/x ""y"""\n"/multi\nline",/z\n\n/c,/d');
    expect(rows).toEqual([
      { line: 1, cells: ["source", "target"] },
      { line: 2, cells: ["/a,b", '/x "y"'] },
      { line: 3, cells: ["/multi\nline", "/z"] },
      { line: 6, cells: ["/c", "/d"] },
    ]);
  });

  it("reads back a cell the download protected from spreadsheets", () => {
    expect(parseCsvRows("\"'=1+1\",'-x")).toEqual([{ line: 1, cells: ["=1+1", "-x"] }]);
  });
});
