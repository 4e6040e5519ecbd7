import { Outlet } from "react-router";
import { PublicFrame } from "~/components/layout/public-frame";
import { readDatabase } from "~/lib/database-reads.server";
import { toSiteDetails } from "~/lib/site-details.server";
import { appContext } from "../../../server/load-context.server";
import { ErrorBoundary as RootErrorBoundary } from "~/root";
import type { Route } from "./+types/layout";

/**
 * The agency's name, contact details and links, shown by every public page (useSiteDetails),
 * and the focal points its cropped images are positioned by (useObjectPosition).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { siteSettings, focalPoints, language } = context.get(appContext);
  const [settings, points] = await Promise.all([readDatabase(siteSettings), readDatabase(focalPoints)]);
  return { site: toSiteDetails(settings, language), focalPoints: points };
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
