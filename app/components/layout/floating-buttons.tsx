import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { useSiteDetails } from "~/lib/site-details";
import { ChatIcon } from "../ui/social-icon";
import { SocialLinks, usePageShowsSocialLinks } from "./social-links";
import { useCoversText } from "./use-covers-text";
import { useScrollingDown } from "./use-scrolling-down";

/**
 * The spec's floating chat link and social links, bottom right on every public page: the
 * one floating cluster (the home page's special offer stacks above the chat button). They
 * never sit on text: wherever text lies under them they step aside (down and out of
 * sight), and on a phone also while the visitor scrolls down, coming back when they
 * scroll up, reach the end, or reach a place with no text under them. Keyboard focus
 * brings them back.
 */
export function FloatingButtons() {
  const { t } = useTranslation();
  const whatsappUrl = useSiteDetails()?.whatsappUrl;
  const asideRef = useRef<HTMLElement>(null);
  const reading = useScrollingDown();
  const coversText = useCoversText(asideRef);
  const pageShowsSocialLinks = usePageShowsSocialLinks();
  return (
    // A landmark of its own, so screen-reader users find it like the rest of the page.
    <aside
      ref={asideRef}
      aria-label={t("a11y.contactShortcuts")}
      data-reading={reading || undefined}
      data-covers-text={coversText || undefined}
      className="fixed right-[max(1rem,env(safe-area-inset-right))] bottom-[max(1rem,env(safe-area-inset-bottom))] z-30 flex flex-col items-center gap-2 transition-[translate,opacity] duration-200 max-md:data-reading:pointer-events-none max-md:data-reading:translate-y-24 max-md:data-reading:opacity-0 max-md:data-reading:focus-within:translate-y-0 max-md:data-reading:focus-within:opacity-100 data-covers-text:pointer-events-none data-covers-text:translate-y-[150%] data-covers-text:opacity-0 data-covers-text:focus-within:translate-y-0 data-covers-text:focus-within:opacity-100 print:hidden"
    >
      {/* Left out where the page shows its own, and while the special offer (which joins
          this corner, above the chat button) is on screen: one cluster, one set of links. */}
      {!pageShowsSocialLinks && (
        <SocialLinks
          className="hidden flex-col md:flex [body:has([data-special-offer]:not(.invisible))_&]:hidden"
          linkClassName="bg-white text-slate-700 shadow-md hover:bg-brand-600 hover:text-white dark:bg-slate-800 dark:text-slate-200"
        />
      )}
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
