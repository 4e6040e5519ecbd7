import { History } from "lucide-react";
import { useTranslation } from "react-i18next";
import { buttonStyles } from "~/admin/ui/buttons";
import { useFormatDate } from "~/admin/ui/use-format-date";

const isToday = (iso: string) => new Date(iso).toDateString() === new Date().toDateString();

/**
 * Offered when the editor opens a post whose autosave (this user's) is newer than its
 * last save: the tab was closed or the network failed before Save or Update.
 */
export function AutosaveOffer({
  savedAt,
  busy,
  onRestore,
  onDiscard,
}: {
  savedAt: string;
  busy: boolean;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation("admin");
  const format = useFormatDate();
  return (
    <section
      aria-labelledby="autosave-offer"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <History aria-hidden="true" className="size-5 shrink-0" />
      <p id="autosave-offer" className="min-w-0 flex-1 text-sm">
        {t("revisions.offer.text", { time: isToday(savedAt) ? format.time(savedAt) : format.dateTime(savedAt) })}
      </p>
      <div className="flex gap-2">
        <button type="button" disabled={busy} onClick={onRestore} className={buttonStyles.primary}>
          {t("revisions.offer.restore")}
        </button>
        <button type="button" disabled={busy} onClick={onDiscard} className={buttonStyles.secondary}>
          {t("revisions.offer.discard")}
        </button>
      </div>
    </section>
  );
}
