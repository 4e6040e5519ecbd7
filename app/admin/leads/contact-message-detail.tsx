import { useTranslation } from "react-i18next";
import { useFormatDate } from "~/admin/ui/use-format-date";
import type { ContactMessage } from "../../../common/leads";
import { buttonStyles } from "~/admin/ui/buttons";

/** One contact message in full, as text, with a reply by email. */
export function ContactMessageDetail({ message, onMarkUnread }: { message: ContactMessage; onMarkUnread: () => void }) {
  const { t } = useTranslation("admin");
  const format = useFormatDate();
  return (
    <div className="mt-4 space-y-4 text-sm">
      <p>
        <span className="font-semibold">{message.name}</span>{" "}
        <a href={`mailto:${message.email}`} className="text-brand-600 hover:underline dark:text-brand-100">
          &lt;{message.email}&gt;
        </a>
        <span className="block text-slate-500">{format.dateTime(message.createdAt)}</span>
      </p>
      <p className="whitespace-pre-wrap">{message.message}</p>
      <div className="flex justify-end gap-3">
        <button type="button" onClick={onMarkUnread} className={buttonStyles.secondary}>
          {t("messages.markUnread")}
        </button>
        <a
          href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
          className={buttonStyles.primary}
        >
          {t("messages.reply")}
        </a>
      </div>
    </div>
  );
}
