import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, Link, useRevalidator, useRouteError } from "react-router";
import { isAbort, messageOf } from "../../../common/contract/client";
import { buttonStyles } from "./buttons";
import { ErrorPanel } from "./error-panel";

/**
 * Every admin route's error boundary, inside the frame: a page the user may not open
 * (403), a thing that is not there (404), or a load that failed, with a retry. `loadError`
 * is the route's own words for the last.
 */
export function AdminRouteError({ loadError }: { loadError: string }) {
  const { t } = useTranslation("admin");
  const error = useRouteError();
  const revalidator = useRevalidator();
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  const serverMessage = isRouteErrorResponse(error) ? messageOf(error.data) : undefined;

  if (status === 403 || status === 404) {
    return (
      <div className="space-y-4">
        <ErrorPanel message={t(status === 403 ? "common.forbidden" : "common.notThere")} />
        <Link to="/admin" className={buttonStyles.secondary}>
          {t("notFound.back")}
        </Link>
      </div>
    );
  }
  // A load cut short by the page going away is not reported: nothing failed.
  if (status === undefined && !isAbort(error)) console.error(error);
  return <ErrorPanel message={serverMessage ?? t(loadError)} onRetry={() => void revalidator.revalidate()} />;
}
