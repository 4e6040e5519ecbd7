import { useTranslation } from "react-i18next";
import { type SocialNetwork, site } from "~/lib/site";
import { SocialIcon } from "../ui/social-icon";

const networks = Object.keys(site.social) as SocialNetwork[];

export function SocialLinks({ className = "", linkClassName = "" }: { className?: string; linkClassName?: string }) {
  const { t } = useTranslation();
  return (
    <ul className={`flex items-center gap-2 ${className}`} aria-label={t("social.links")}>
      {networks.map((network) => (
        <li key={network}>
          <a
            href={site.social[network]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t(`social.${network}`)}
            className={`inline-flex h-10 w-10 items-center justify-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${linkClassName}`}
          >
            <SocialIcon network={network} className="h-5 w-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
