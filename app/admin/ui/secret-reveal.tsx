import { Copy } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Modal } from "~/components/ui/modal";
import { toast } from "~/components/ui/toast";
import { buttonStyles } from "./buttons";
import { inputStyles } from "./form-controls";

/** The screen's own words around a revealed secret. */
export interface SecretRevealTexts {
  /** Why it is shown and that it is shown this once. */
  message: string;
  /** The field's accessible name. */
  label: string;
  copy: string;
  copied: string;
  copyFailed: string;
  done: string;
}

/** A secret to show: its value, the screen's words around it, and the field's test id. */
export interface RevealedSecret {
  value: string;
  texts: SecretRevealTexts;
  testId: string;
}

/**
 * A dialog that shows a secret once it is given (`secret`), and `children` before (the form
 * that makes it, if any). Done calls `onDone` (else `onClose`); the close button and Escape
 * call `onClose`.
 */
export function SecretRevealDialog({
  open = false,
  title,
  secret,
  onClose,
  onDone = onClose,
  children,
}: {
  /** Open before there is a secret (to show `children`); a secret opens it anyway. */
  open?: boolean;
  title: string;
  secret: RevealedSecret | undefined;
  onClose: () => void;
  onDone?: () => void;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation("admin");
  return (
    <Modal open={open || secret !== undefined} title={title} closeLabel={t("common.close")} onClose={onClose}>
      {secret ? <SecretReveal {...secret} onClose={onDone} /> : children}
    </Modal>
  );
}

/**
 * A secret the server made (a user's password, a webhook's signing secret), shown this
 * once for the admin to copy: selectable, with a copy button (the text stays selectable
 * where the clipboard is not allowed).
 */
export function SecretReveal({
  value,
  texts,
  testId,
  onClose,
}: {
  value: string;
  texts: SecretRevealTexts;
  testId: string;
  onClose: () => void;
}) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(texts.copied);
    } catch {
      toast.error(texts.copyFailed);
    }
  };
  return (
    <div className="mt-4 space-y-4">
      <p className="text-slate-600 dark:text-slate-300">{texts.message}</p>
      <div className="flex gap-2">
        <input
          readOnly
          value={value}
          aria-label={texts.label}
          onFocus={(event) => event.currentTarget.select()}
          className={`${inputStyles} min-w-0 font-mono`}
          data-testid={testId}
        />
        <button type="button" onClick={() => void copy()} className={buttonStyles.secondary}>
          <Copy aria-hidden="true" className="h-4 w-4" />
          {texts.copy}
        </button>
      </div>
      <div className="flex justify-end">
        <button type="button" onClick={onClose} className={buttonStyles.primary}>
          {texts.done}
        </button>
      </div>
    </div>
  );
}
