import { useMediaQuery } from "~/components/ui/use-media-query";

/** One column of a `DataTable`: its heading and what each row shows in it. */
export interface Column<Row> {
  header: React.ReactNode;
  cell: (row: Row) => React.ReactNode;
  /** Classes for the column's heading and cells (alignment, width). */
  className?: string;
  /** Classes for its cells only. */
  cellClassName?: string;
  /**
   * Its place on a narrow screen's card: "title" heads the card, "actions" closes it with
   * the row's buttons; any other column is a "label value" line.
   */
  card?: "title" | "actions";
}

type RowProps = React.HTMLAttributes<HTMLElement> & Record<`data-${string}`, string | boolean>;

/** Tailwind's `md` breakpoint: from here on the rows fit a table. */
const wideEnough = "(min-width: 48rem)";

/**
 * The admin's lists: a table from the `md` breakpoint on, and below it a card per row (its
 * columns as label and value lines, its actions at the bottom), so a phone never scrolls
 * sideways. `rowProps` marks a row (unread, selected); `busy` says a new list is loading.
 */
export function DataTable<Row extends { _id: string }>({
  rows,
  columns,
  rowProps,
  busy,
}: {
  rows: Row[];
  columns: Column<Row>[];
  rowProps?: (row: Row) => RowProps;
  busy?: boolean;
}) {
  const wide = useMediaQuery(wideEnough);
  return wide ? (
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
                className={`px-4 py-3 font-semibold [overflow-wrap:normal] [hyphens:manual] text-slate-600 dark:text-slate-300 ${column.className ?? ""}`}
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
  ) : (
    <ul className="space-y-3" aria-busy={busy}>
      {rows.map((row) => (
        <RowCard key={row._id} row={row} columns={columns} rowProps={rowProps?.(row)} />
      ))}
    </ul>
  );
}

function RowCard<Row>({ row, columns, rowProps }: { row: Row; columns: Column<Row>[]; rowProps?: RowProps }) {
  const { className, ...props } = rowProps ?? {};
  const title = columns.find((column) => column.card === "title");
  const actions = columns.find((column) => column.card === "actions");
  const lines = columns.filter((column) => column !== title && column !== actions);
  return (
    <li
      {...props}
      className={`rounded-xl border border-slate-200 bg-white p-4 text-sm dark:border-slate-800 dark:bg-slate-900 ${className ?? ""}`}
    >
      {title && (
        <div className={`mb-2 [overflow-wrap:anywhere] ${title.cellClassName ?? "font-semibold"}`}>
          {title.cell(row)}
        </div>
      )}
      <dl className="space-y-1.5">
        {lines.map((column, index) => (
          <div key={index} className="flex flex-wrap items-baseline gap-x-2">
            <dt className="text-xs font-semibold text-slate-500 dark:text-slate-400">{column.header}</dt>
            <dd className={`min-w-0 [overflow-wrap:anywhere] ${column.cellClassName ?? ""}`}>{column.cell(row)}</dd>
          </div>
        ))}
      </dl>
      {actions && <div className="mt-3 flex flex-wrap justify-end gap-2">{actions.cell(row)}</div>}
    </li>
  );
}
