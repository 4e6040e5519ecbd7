import { useTranslation } from "react-i18next";
import { SecretReveal } from "~/admin/ui/secret-reveal";
import { Modal } from "~/components/ui/modal";

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
    <Modal
      open={revealed !== undefined}
      title={t("users.passwordTitle")}
      closeLabel={t("common.close")}
      onClose={onClose}
    >
      {revealed && (
        <SecretReveal
          value={revealed.password}
          testId="generated-password"
          texts={{
            message: t("users.passwordOnce", { name: revealed.name }),
            label: t("users.newPassword"),
            copy: t("users.copy"),
            copied: t("users.passwordCopied"),
            copyFailed: t("users.copyFailed"),
            done: t("users.done"),
          }}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}
