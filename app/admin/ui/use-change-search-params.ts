import { useLocation, useNavigate, useNavigation } from "react-router";

/**
 * Changes the address's search parameters (a list's search, filters, page), replacing the
 * history entry. A change builds on the address being loaded when there is one: the
 * router's own `setSearchParams` builds on the address shown, so a filter picked while the
 * list for a search was still on its way was dropped by the search, or the search by the
 * filter (a stress run caught it: clear the search, pick "Draft", get every post).
 */
export function useChangeSearchParams() {
  const navigate = useNavigate();
  const shown = useLocation();
  const navigation = useNavigation();
  const latest = navigation.location?.pathname === shown.pathname ? navigation.location : shown;
  return (change: (params: URLSearchParams) => void, { preventScrollReset = false } = {}) => {
    const params = new URLSearchParams(latest.search);
    change(params);
    const search = params.toString();
    void navigate({ search: search ? `?${search}` : "" }, { replace: true, preventScrollReset });
  };
}
