import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { NewsletterSend } from "../../../common/newsletter";

/** A send still moving (scheduled or sending): its screen polls until it is not. */
export const sendInProgress = (send: NewsletterSend) => send.status === "scheduled" || send.status === "sending";

/** How often a screen showing a send in progress asks again. */
const pollMs = 1_500;

/** Calls `refresh` every moment while `active`, for a progress that moves on the server. */
export function usePoll(active: boolean, refresh: () => void) {
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(refresh, pollMs);
    return () => clearInterval(timer);
  }, [active, refresh]);
}

/** A send's status and its counts (queued, sent, failed), announced politely as they change. */
export function SendProgress({ send }: { send: NewsletterSend }) {
  const { t } = useTranslation("admin");
  return (
    <span aria-live="polite" className="inline-flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span data-send-status={send.status} className="font-semibold">
        {t(`newsletterSends.statuses.${send.status}`)}
      </span>
      <span>{t("newsletterSends.progress", { queued: send.queued, sent: send.sent, failed: send.failed })}</span>
    </span>
  );
}
