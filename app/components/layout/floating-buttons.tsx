import { useTranslation } from "react-i18next";
import { useSiteDetails } from "~/lib/site-details";
import { ChatIcon } from "../ui/social-icon";
import { SocialLinks } from "./social-links";

/** The spec's floating chat link and social links, bottom right on every public page. */
export function FloatingButtons() {
  const { t } = useTranslation();
  const whatsappUrl = useSiteDetails()?.whatsappUrl;
  return (
    // A landmark of its own, so screen-reader users find it like the rest of the page.
    <aside
      aria-label={t("a11y.contactShortcuts")}
      className="fixed right-4 bottom-4 z-30 flex print:hidden flex-col items-center gap-2"
    >
      <SocialLinks
        className="hidden flex-col md:flex"
        linkClassName="bg-white text-slate-700 shadow-md hover:bg-brand-600 hover:text-white dark:bg-slate-800 dark:text-slate-200"
      />
      {whatsappUrl && (
        <a
          href={whatsappUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t("social.whatsapp")}
          title={t("social.whatsapp")}
          className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-[#128c4a] text-white shadow-lg transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          <ChatIcon className="h-7 w-7" />
        </a>
      )}
    </aside>
  );
}
