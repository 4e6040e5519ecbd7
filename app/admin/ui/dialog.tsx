import { useTranslation } from "react-i18next";
import { Modal } from "~/components/ui/modal";
import { buttonStyles } from "./buttons";

/** Asks before something that cannot be undone; Cancel is the default focus. `children` tell more (what it affects). */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  busy = false,
  onConfirm,
  onCancel,
  children,
}: {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation("admin");
  return (
    <Modal open={open} title={title} closeLabel={t("common.close")} onClose={onCancel}>
      <p className="mt-4 text-slate-600 dark:text-slate-300">{message}</p>
      {children}
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" autoFocus onClick={onCancel} className={buttonStyles.secondary}>
          {t("common.cancel")}
        </button>
        <button type="button" onClick={onConfirm} disabled={busy} className={buttonStyles.danger}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
