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
    expect(toCsv([{ name: "=HYPERLINK(\"x\")", note: "+994 50" }], columns)).toBe(
      'Name,Note\r\n"\'=HYPERLINK(""x"")","\'+994 50"\r\n',
    );
  });

  it("keeps Azerbaijani, Turkish and Cyrillic letters as they are", () => {
    expect(toCsv([{ name: "Şəhla Əliyeva", note: "Привет" }], columns)).toBe("Name,Note\r\nŞəhla Əliyeva,Привет\r\n");
  });
});
