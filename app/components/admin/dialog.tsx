import { X } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { buttonStyles } from "./ui";

/**
 * A modal on the native <dialog>: focus is kept inside, Escape and the close button call
 * `onClose`, and the page behind cannot be reached.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  size = "md",
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: React.ReactNode;
  size?: "md" | "lg";
}) {
  const { t } = useTranslation("admin");
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] rounded-2xl bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-slate-900/50 dark:bg-slate-900 dark:text-slate-200 ${
        size === "lg" ? "max-w-2xl" : "max-w-lg"
      }`}
    >
      {open && (
        <div className="p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
              {title}
            </h2>
            <button type="button" onClick={onClose} aria-label={t("common.close")} className={buttonStyles.icon}>
              <X aria-hidden="true" className="h-5 w-5" />
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}

/** Asks before something that cannot be undone; Cancel is the default focus. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  busy = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("admin");
  return (
    <Modal open={open} title={title} onClose={onCancel}>
      <p className="text-slate-600 dark:text-slate-300">{message}</p>
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
