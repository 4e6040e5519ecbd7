import { Copy } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "~/components/ui/toast";
import { buttonStyles } from "~/admin/ui/buttons";
import { inputStyles } from "~/admin/ui/form-controls";

/**
 * A password the server made, shown this once for the admin to hand over: selectable,
 * with a copy button (the text stays selectable where the clipboard is not allowed).
 */
export function PasswordReveal({ name, password, onClose }: { name: string; password: string; onClose: () => void }) {
  const { t } = useTranslation("admin");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      toast.success(t("users.passwordCopied"));
    } catch {
      toast.error(t("users.copyFailed"));
    }
  };
  return (
    <div className="mt-4 space-y-4">
      <p className="text-slate-600 dark:text-slate-300">{t("users.passwordOnce", { name })}</p>
      <div className="flex gap-2">
        <input
          readOnly
          value={password}
          aria-label={t("users.newPassword")}
          onFocus={(event) => event.currentTarget.select()}
          className={`${inputStyles} font-mono`}
          data-testid="generated-password"
        />
        <button type="button" onClick={() => void copy()} className={buttonStyles.secondary}>
          <Copy aria-hidden="true" className="h-4 w-4" />
          {t("users.copy")}
        </button>
      </div>
      <div className="flex justify-end">
        <button type="button" onClick={onClose} className={buttonStyles.primary}>
          {t("users.done")}
        </button>
      </div>
    </div>
  );
}
