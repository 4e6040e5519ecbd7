/** One column of a `DataTable`: its heading and what each row shows in it. */
export interface Column<Row> {
  header: React.ReactNode;
  cell: (row: Row) => React.ReactNode;
  /** Classes for the column's heading and cells (alignment, width). */
  className?: string;
  /** Classes for its cells only. */
  cellClassName?: string;
}

/**
 * The admin's tables: a row per item, scrolling sideways inside its box on a narrow
 * screen. `rowProps` marks a row (unread, selected); `busy` says a new list is loading.
 */
export function DataTable<Row extends { _id: string }>({
  rows,
  columns,
  rowProps,
  busy,
}: {
  rows: Row[];
  columns: Column<Row>[];
  rowProps?: (row: Row) => React.HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string | boolean>;
  busy?: boolean;
}) {
  return (
    <div
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
      aria-busy={busy}
    >
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm dark:divide-slate-800">
        <thead className="bg-slate-50 dark:bg-slate-800/50">
          <tr>
            {columns.map((column, index) => (
              <th
                key={index}
                scope="col"
                className={`px-4 py-3 font-semibold text-slate-600 dark:text-slate-300 ${column.className ?? ""}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {rows.map((row) => (
            <tr key={row._id} {...rowProps?.(row)}>
              {columns.map((column, index) => (
                <td
                  key={index}
                  className={`px-4 py-3 align-top ${column.className ?? ""} ${column.cellClassName ?? ""}`}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
