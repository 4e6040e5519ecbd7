import { useTranslation } from "react-i18next";
import { AuthorProfileForm } from "~/admin/ui/author-profile-form";
import { useMutation } from "~/admin/ui/route-data";
import { Modal } from "~/components/ui/modal";
import { toast } from "~/components/ui/toast";
import type { User, UserWithPassword } from "../../../common/user";
import type { UserChange } from "./user-requests";

/** A user's author profile (bio and photo) in a dialog, open while `user` is set; saving closes it. */
export function AuthorProfileDialog({ user, onClose }: { user: User | undefined; onClose: () => void }) {
  const { t } = useTranslation("admin");
  const saving = useMutation<UserChange, UserWithPassword>({
    onDone: (answer) => {
      toast.success(t("users.updated", { name: answer.user.name }));
      onClose();
    },
  });
  return (
    <Modal
      open={user !== undefined}
      title={user ? t("users.authorProfileTitle", { name: user.name }) : ""}
      closeLabel={t("common.close")}
      onClose={onClose}
    >
      {user && (
        <AuthorProfileForm
          user={user}
          busy={saving.busy}
          failure={saving.failure && (saving.failure.message ?? t("users.saveError"))}
          onSubmit={(input) => void saving.submit({ intent: "authorProfile", id: user._id, input })}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
