import { useEffect, useState } from "react";
import { useNavigation, useSearchParams } from "react-router";
import { searchDelayMs } from "~/admin/ui/media-picker";

/**
 * The library's search: the address keeps what was searched (`?search=`); what is typed
 * reaches it after a pause, and `searching` says the list for it is on its way.
 */
export function useMediaSearch() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get("search") ?? "";
  const [searchText, setSearchText] = useState(search);
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === "/admin/media";

  useEffect(() => {
    if (searchText.trim() === search) return;
    const timer = setTimeout(
      () =>
        setSearchParams(searchText.trim() ? { search: searchText.trim() } : {}, {
          replace: true,
          preventScrollReset: true,
        }),
      searchDelayMs,
    );
    return () => clearTimeout(timer);
  });
  return { search, searchText, setSearchText, searching };
}
