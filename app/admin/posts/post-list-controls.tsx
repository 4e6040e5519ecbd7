import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { SearchBox } from "~/components/ui/search-box";
import { changePostListParams, postStatusFilters, type postListView } from "./post-requests";
import { inputStyles } from "~/admin/ui/form-controls";

function useChangeParams() {
  const [, setSearchParams] = useSearchParams();
  return (changes: Record<string, string>) =>
    void setSearchParams((params) => changePostListParams(params, changes), { replace: true });
}

/** Search as one types (once typing pauses) and the status filter; the address keeps both. */
export function PostListControls({ view }: { view: ReturnType<typeof postListView> }) {
  const { t } = useTranslation("admin");
  const changeParams = useChangeParams();
  const [searchText, setSearchText] = useState(view.q);

  useEffect(() => {
    if (searchText.trim() === view.q) return;
    const timer = setTimeout(() => changeParams({ q: searchText.trim(), page: "1" }), 300);
    return () => clearTimeout(timer);
  });

  return (
    <div className="mb-4 flex flex-wrap gap-3">
      <SearchBox
        label={t("posts.search")}
        placeholder={t("posts.search")}
        value={searchText}
        onChange={setSearchText}
      />
      <select
        value={view.status}
        onChange={(event) => changeParams({ status: event.target.value, page: "1" })}
        aria-label={t("posts.statusFilter")}
        className={`${inputStyles} w-auto`}
      >
        {postStatusFilters.map((value) => (
          <option key={value} value={value}>
            {t(`posts.filter.${value}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
