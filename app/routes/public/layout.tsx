import { Outlet } from "react-router";
import { PublicFrame } from "~/components/layout/public-frame";
import { readDatabase } from "~/lib/database-reads.server";
import { toSiteDetails } from "~/lib/site-details.server";
import { appContext } from "../../../server/load-context.server";
import { ErrorBoundary as RootErrorBoundary } from "~/root";
import type { Route } from "./+types/layout";

/**
 * The agency's name, contact details, links and navigation, shown by every public page
 * (useSiteDetails), and the focal points its cropped images are positioned by (useObjectPosition).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { siteSettings, content, focalPoints, language } = context.get(appContext);
  const [settings, navigation, points] = await readDatabase(() =>
    Promise.all([siteSettings(), content("navigation"), focalPoints()]),
  );
  return { site: toSiteDetails(settings, language, navigation), focalPoints: points };
}

export default function PublicLayout() {
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}

export function ErrorBoundary(props: Route.ErrorBoundaryProps) {
  return (
    <PublicFrame>
      <RootErrorBoundary {...props} />
    </PublicFrame>
  );
}
