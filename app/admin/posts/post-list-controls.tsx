import { useTranslation } from "react-i18next";
import { SearchBox } from "~/components/ui/search-box";
import { changePostListParams, type PostListView, postStatusFilters } from "./post-requests";
import { inputStyles } from "~/admin/ui/form-controls";
import { useChangeSearchParams } from "~/admin/ui/use-change-search-params";
import { useDelayedSearch } from "~/admin/ui/use-delayed-search";
import type { Category } from "../../../common/category";
import { languageCodes } from "../../../common/i18n/languages";

function useChangeParams() {
  const changeSearchParams = useChangeSearchParams();
  return (changes: Record<string, string>) => changeSearchParams((params) => changePostListParams(params, changes));
}

/** A filter's select: its choice goes into the address, back to the first page. */
function FilterSelect({
  label,
  value,
  name,
  options,
  onChange,
}: {
  label: string;
  value: string;
  name: string;
  options: [value: string, label: string][];
  onChange: (changes: Record<string, string>) => void;
}) {
  return (
    <select
      value={value}
      onChange={(event) => onChange({ [name]: event.target.value, page: "1" })}
      aria-label={label}
      className={`${inputStyles} w-full sm:w-auto`}
    >
      {options.map(([optionValue, optionLabel]) => (
        <option key={optionValue} value={optionValue}>
          {optionLabel}
        </option>
      ))}
    </select>
  );
}

/**
 * Search as one types (once typing pauses), and filters by state, language, category and
 * author; the address keeps them all, so a reload or a shared link shows the same list.
 */
export function PostListControls({
  view,
  categories,
  authors,
}: {
  view: PostListView;
  categories: Category[];
  authors: { _id: string; name: string }[];
}) {
  const { t } = useTranslation("admin");
  const changeParams = useChangeParams();
  const [searchText, setSearchText] = useDelayedSearch(view.q, (q) => changeParams({ q, page: "1" }));

  return (
    <div className="mb-4 flex flex-wrap gap-3">
      <SearchBox
        label={t("posts.search")}
        placeholder={t("posts.search")}
        value={searchText}
        onChange={setSearchText}
      />
      <FilterSelect
        label={t("posts.statusFilter")}
        name="status"
        value={view.status}
        onChange={changeParams}
        options={postStatusFilters.map((value) => [value, t(`posts.filter.${value}`)])}
      />
      <FilterSelect
        label={t("posts.languageFilter")}
        name="lang"
        value={view.lang ?? ""}
        onChange={changeParams}
        options={[
          ["", t("posts.allLanguages")],
          ...languageCodes.map((language): [string, string] => [language, t(`languageNames.${language}`)]),
        ]}
      />
      <FilterSelect
        label={t("posts.categoryFilter")}
        name="category"
        value={view.category}
        onChange={changeParams}
        options={[
          ["", t("posts.allCategories")],
          ...categories.map((category): [string, string] => [category._id, category.name]),
        ]}
      />
      <FilterSelect
        label={t("posts.authorFilter")}
        name="author"
        value={view.author}
        onChange={changeParams}
        options={[["", t("posts.allAuthors")], ...authors.map((author): [string, string] => [author._id, author.name])]}
      />
    </div>
  );
}
