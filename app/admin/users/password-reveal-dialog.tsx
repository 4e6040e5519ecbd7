import { useTranslation } from "react-i18next";
import { SecretRevealDialog } from "~/admin/ui/secret-reveal";

/** A password the server made, and whose it is. */
export interface RevealedPassword {
  name: string;
  password: string;
}

/** The password the server made for a new account or a reset, shown this once for the admin to hand over. */
export function PasswordRevealDialog({
  revealed,
  onClose,
}: {
  revealed: RevealedPassword | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation("admin");
  return (
    <SecretRevealDialog
      title={t("users.passwordTitle")}
      secret={
        revealed && {
          value: revealed.password,
          testId: "generated-password",
          texts: {
            message: t("users.passwordOnce", { name: revealed.name }),
            label: t("users.newPassword"),
            copy: t("users.copy"),
            copied: t("users.passwordCopied"),
            copyFailed: t("users.copyFailed"),
            done: t("users.done"),
          },
        }
      }
      onClose={onClose}
    />
  );
}
