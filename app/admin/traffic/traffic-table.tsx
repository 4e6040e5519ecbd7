import { useTranslation } from "react-i18next";

/** A column of a traffic table; figures are aligned right. */
export interface TrafficColumn {
  header: string;
  figure?: boolean;
}

/**
 * One of the screen's panels: a heading, an optional chart above, and the table that
 * holds its figures (what screen readers read; it scrolls sideways on a narrow phone
 * rather than break a word: text wraps between words only).
 */
export function TrafficPanel({
  id,
  title,
  columns,
  rows,
  chart,
  className = "",
}: {
  id: string;
  title: string;
  columns: TrafficColumn[];
  rows: React.ReactNode[][];
  chart?: React.ReactNode;
  className?: string;
}) {
  const { t } = useTranslation("admin");
  return (
    <section
      aria-labelledby={id}
      className={`min-w-0 rounded-xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900 ${className}`}
    >
      <h2 id={id} className="mb-3 font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      {rows.length > 0 && chart}
      {rows.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t("traffic.empty")}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-left text-slate-500 dark:border-slate-700 dark:text-slate-400">
                {columns.map((column) => (
                  <th
                    key={column.header}
                    scope="col"
                    className={`py-2 pr-3 font-medium whitespace-nowrap ${column.figure ? "text-right" : ""}`}
                  >
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((cells, index) => (
                <tr key={index} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
                  {cells.map((cell, column) => (
                    <td
                      key={column}
                      className={`py-2 pr-3 ${columns[column]?.figure ? "text-right tabular-nums" : "max-w-[16rem] break-normal"}`}
                    >
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
