import { useTranslation } from "react-i18next";

/**
 * Said where a newsletter could be sent (the sends, the subscribers, a post's send dialog)
 * while the server has no SMTP: confirmations and sends wait until it has.
 */
export function NeedsSmtpNotice({ className = "" }: { className?: string }) {
  const { t } = useTranslation("admin");
  return (
    <p
      role="status"
      className={`rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100 ${className}`}
    >
      {t("newsletters.needsSmtp")}
    </p>
  );
}
