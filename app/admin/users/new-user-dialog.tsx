import { useTranslation } from "react-i18next";
import { Modal } from "~/components/ui/modal";
import type { UserWithPassword } from "../../../common/user";
import { UserForm } from "./user-form";

/** Adding a staff member: the form in a dialog; the answer carries the first password. */
export function NewUserDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (answer: UserWithPassword) => void;
}) {
  const { t } = useTranslation("admin");
  return (
    <Modal open={open} title={t("users.newTitle")} closeLabel={t("common.close")} onClose={onClose}>
      {open && <UserForm onSaved={onCreated} onCancel={onClose} />}
    </Modal>
  );
}
