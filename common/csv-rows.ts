// Reading CSV (RFC 4180) into rows of cells: what staff upload (the redirects' import). Its
// writing half, for downloads, is app/admin/ui/csv.ts.

/** A cell the download protected from spreadsheets (`'=…`) is read back as written. */
const protectedFormula = /^'[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** The rows of a CSV text, each with the line it starts on; blank lines are left out. */
export function parseCsvRows(text: string): { line: number; cells: string[] }[] {
  const rows: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const source = text.replace(/^\uFEFF/, "");
  const endCell = () => {
    cells.push(protectedFormula.test(cell) ? cell.slice(1) : cell);
    cell = "";
  };
  const endRow = () => {
    endCell();
    if (cells.some((value) => value.trim() !== "")) rows.push({ line: rowLine, cells });
    cells = [];
  };
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === "\n") line++;
        cell += char;
      }
    } else if (char === '"' && cell === "") quoted = true;
    else if (char === ",") endCell();
    else if (char === "\n" || char === "\r") {
      if (char === "\r" && source[i + 1] === "\n") i++;
      endRow();
      line++;
      rowLine = line;
    } else cell += char;
  }
  if (cell !== "" || cells.length) endRow();
  return rows;
}
