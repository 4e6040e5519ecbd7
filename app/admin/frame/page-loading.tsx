import { useTranslation } from "react-i18next";
import { useLocation, useNavigation } from "react-router";
import { LoadingState } from "~/components/ui/spinner";
import { loadingTextKey } from "./loading-text";

/**
 * While another admin page loads its data, the current one stays and says so: the page
 * changes only when what it shows is there.
 */
export function PageLoading() {
  const { t } = useTranslation("admin");
  const navigation = useNavigation();
  const { pathname } = useLocation();
  if (navigation.state !== "loading" || navigation.location.pathname === pathname) return null;
  return <LoadingState text={t(loadingTextKey(navigation.location.pathname))} className="mb-4 justify-start py-0" />;
}
