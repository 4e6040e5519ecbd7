import { Outlet } from "react-router";
import { PublicFrame } from "~/components/layout/public-frame";
import { readDatabase } from "~/lib/database-reads.server";
import { readFooter } from "~/lib/page-texts.server";
import { toSiteDetails } from "~/lib/site-details.server";
import { appContext } from "../../../server/load-context.server";
import { ErrorBoundary as RootErrorBoundary } from "~/root";
import type { Route } from "./+types/layout";

/**
 * The agency's name, contact details, links, navigation and footer text, shown by every public page
 * (useSiteDetails), and the focal points its cropped images are positioned by (useObjectPosition).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { siteSettings, content, focalPoints, language } = context.get(appContext);
  const [settings, links, footer, points] = await readDatabase(() =>
    Promise.all([siteSettings(), content("navigation"), readFooter(content), focalPoints()]),
  );
  return { site: toSiteDetails(settings, language, { links, footer }), focalPoints: points };
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
