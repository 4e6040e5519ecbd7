/** One CSV column: its header and how to read the cell from a row. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string;
}

// A cell starting with one of these is a formula to a spreadsheet (full-width forms
// included): visitors typed these values, so they are written as text.
const formulaStart = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * Quoted whenever it holds a separator of any spreadsheet: Turkish, Russian and
 * Azerbaijani Excel split on `;`, so an unquoted `a;=1+1` would become two cells there,
 * the second a formula. Inside quotes it stays one cell everywhere.
 */
const needsQuotes = /[",;\t\r\n]/;

function cell(value: string): string {
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return needsQuotes.test(safe) || safe !== value ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** RFC 4180 CSV with CRLF line ends, safe to open in a spreadsheet. */
export function toCsv<T>(rows: T[], columns: CsvColumn<T>[]): string {
  const lines = [
    columns.map((column) => cell(column.header)),
    ...rows.map((row) => columns.map((column) => cell(column.value(row)))),
  ];
  return `${lines.map((line) => line.join(",")).join("\r\n")}\r\n`;
}

/** Saves CSV text as a file; the byte-order mark makes spreadsheet apps read it as UTF-8. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(["\uFEFF", csv], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
