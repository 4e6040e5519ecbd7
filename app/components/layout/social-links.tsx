import { useTranslation } from "react-i18next";
import { useMatches } from "react-router";
import type { RouteHandle } from "~/root";
import { useSiteDetails } from "~/lib/site-details";
import { SocialIcon } from "../ui/social-icon";

/** The agency's social profiles that the settings name, each as a round icon link. */
export function SocialLinks({ className = "", linkClassName = "" }: { className?: string; linkClassName?: string }) {
  const { t } = useTranslation();
  const site = useSiteDetails();
  if (!site?.social.length) return null;
  return (
    <ul className={`flex items-center gap-2 ${className}`} aria-label={t("social.links")}>
      {site.social.map(({ network, url }) => (
        <li key={network}>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t(`social.${network}`, { name: site.name })}
            className={`inline-flex h-10 w-10 items-center justify-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${linkClassName}`}
          >
            <SocialIcon network={network} className="h-5 w-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * Whether the page's own content shows the social links (its route's `ownSocialLinks`), so
 * that the frame's sets (floating rail, footer) stay out: one set per page.
 */
export function usePageShowsSocialLinks(): boolean {
  return useMatches().some((match) => (match.handle as RouteHandle | undefined)?.ownSocialLinks === true);
}
