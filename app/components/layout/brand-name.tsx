import { useSiteDetails, useSiteName } from "~/lib/site-details";

/**
 * The agency's logo (the settings' upload, else the mark, "N." on the brand gradient, which
 * is also the favicon the browser has already fetched) and name, as the navbar, menu and
 * footer show them.
 */
export function BrandName() {
  const site = useSiteDetails();
  const siteName = useSiteName();
  return (
    <>
      <img
        src={site?.logo || "/favicon.svg"}
        alt=""
        width={32}
        height={32}
        className={`mr-2 inline h-8 align-middle ${site?.logo ? "w-auto" : "w-8"}`}
      />
      {siteName}
    </>
  );
}
