import { describe, expect, it } from "vitest";
import { toCsv } from "./csv";

describe("toCsv", () => {
  const columns = [
    { header: "Name", value: (row: { name: string; note: string }) => row.name },
    { header: "Note", value: (row: { name: string; note: string }) => row.note },
  ];

  it("quotes commas, quotes and line breaks, with CRLF line ends", () => {
    expect(toCsv([{ name: 'Ali "Boss", Jr.', note: "line one\nline two" }], columns)).toBe(
      'Name,Note\r\n"Ali ""Boss"", Jr.","line one\nline two"\r\n',
    );
  });

  it("writes what a spreadsheet would run as a formula as text", () => {
    expect(toCsv([{ name: '=HYPERLINK("x")', note: "+994 50" }], columns)).toBe(
      'Name,Note\r\n"\'=HYPERLINK(""x"")","\'+994 50"\r\n',
    );
  });

  it("keeps Azerbaijani, Turkish and Cyrillic letters as they are", () => {
    expect(toCsv([{ name: "Şəhla Əliyeva", note: "Привет" }], columns)).toBe("Name,Note\r\nŞəhla Əliyeva,Привет\r\n");
  });

  /** Splits CSV text as a spreadsheet with this separator does (quotes respected). */
  function spreadsheetCells(csv: string, separator: string): string[] {
    const cells: string[] = [];
    let current = "";
    let quoted = false;
    for (let index = 0; index < csv.length; index++) {
      const ch = csv[index]!;
      if (quoted) {
        if (ch === '"' && csv[index + 1] === '"') {
          current += '"';
          index++;
        } else if (ch === '"') quoted = false;
        else current += ch;
      } else if (ch === '"') quoted = true;
      else if (ch === separator || ch === "\n") {
        cells.push(current.replace(/\r$/, ""));
        current = "";
      } else current += ch;
    }
    return cells;
  }

  it("quotes cells holding ; or a tab, so an Excel that splits on ; never finds a formula", () => {
    const hostile = ["a;=1+1", "x;@SUM(A1)", "tab\there", "=cmd|' /C calc'!A0", "ok;+1", "－1", "＝1+1", "plain"];
    const csv = toCsv(
      hostile.map((name) => ({ name, note: `${name};-2` })),
      columns,
    );
    for (const separator of [",", ";"]) {
      for (const value of spreadsheetCells(csv, separator))
        expect(value, `${separator} ${value}`).not.toMatch(/^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/);
    }
    // Read with its own separator, every value comes back whole (formula-like ones as text).
    expect(spreadsheetCells(csv, ",").slice(2, 4)).toEqual(["a;=1+1", "a;=1+1;-2"]);
    expect(csv).toContain('"tab\there"');
  });
});
