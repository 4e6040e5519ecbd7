import { useNavigation, useSearchParams } from "react-router";
import { useDelayedSearch } from "~/admin/ui/use-delayed-search";

/**
 * The library's search: the address keeps what was searched (`?search=`); what is typed
 * reaches it after a pause, and `searching` says the list for it is on its way.
 */
export function useMediaSearch() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get("search") ?? "";
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === "/admin/media";
  const [searchText, setSearchText] = useDelayedSearch(
    search,
    (text) => void setSearchParams(text ? { search: text } : {}, { replace: true, preventScrollReset: true }),
  );
  return { search, searchText, setSearchText, searching };
}
