import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { blogListSearch } from "./list-links";

/** All plus one button per category; each is a link, so a filtered list has its own address. */
export function CategoryFilter({
  categories,
  active,
}: {
  categories: { key: string; name: string }[];
  active: string;
}) {
  const { t } = useTranslation("blog");
  const [params] = useSearchParams();
  const options = [{ key: "", name: t("list.all") }, ...categories];
  return (
    <nav aria-label={t("list.filterLabel")}>
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => {
          const selected = option.key === active;
          return (
            <li key={option.key}>
              <Link
                to={{ pathname: "/blog", search: blogListSearch(params, { category: option.key }) }}
                aria-current={selected ? "page" : undefined}
                preventScrollReset
                className={`inline-block rounded-full px-4 py-2 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-brand-600 ${
                  selected
                    ? "bg-brand-600 text-white"
                    : "bg-slate-100 text-slate-800 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
                }`}
              >
                {option.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
