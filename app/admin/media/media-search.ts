import { useNavigation, useSearchParams } from "react-router";
import { useChangeSearchParams } from "~/admin/ui/use-change-search-params";
import { useDelayedSearch } from "~/admin/ui/use-delayed-search";

/**
 * The library's search: the address keeps what was searched (`?search=`); what is typed
 * reaches it after a pause, and `searching` says the list for it is on its way.
 */
export function useMediaSearch() {
  const [searchParams] = useSearchParams();
  const changeSearchParams = useChangeSearchParams();
  const search = searchParams.get("search") ?? "";
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === "/admin/media";
  const [searchText, setSearchText] = useDelayedSearch(search, (text) =>
    changeSearchParams(
      (params) => {
        if (text) params.set("search", text);
        else params.delete("search");
      },
      { preventScrollReset: true },
    ),
  );
  return { search, searchText, setSearchText, searching };
}
