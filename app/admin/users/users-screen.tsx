import { UserPlus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "~/admin/ui/dialog";
import { ListHeading } from "~/admin/ui/list-heading";
import { useCurrentUser } from "~/admin/ui/current-user";
import { useMutation } from "~/admin/ui/route-data";
import { toast } from "~/components/ui/toast";
import type { User, UserWithPassword } from "../../../common/user";
import { AuthorProfileDialog } from "./author-profile-dialog";
import { NewUserDialog } from "./new-user-dialog";
import { type RevealedPassword, PasswordRevealDialog } from "./password-reveal-dialog";
import { changeFor, confirmKey } from "./user-actions";
import type { UserChange } from "./user-requests";
import { type UserAction, UserTable } from "./user-table";

/**
 * Staff accounts: add one, change a role or status or password after confirming, edit an
 * author profile; a password the server made is shown once.
 */
export function UsersScreen({ users }: { users: User[] }) {
  const { t } = useTranslation("admin");
  const me = useCurrentUser();
  const [creating, setCreating] = useState(false);
  const [pending, setPending] = useState<{ user: User; action: Exclude<UserAction, "author"> }>();
  const [authorOf, setAuthorOf] = useState<User>();
  const [revealed, setRevealed] = useState<RevealedPassword>();
  const reveal = ({ user, password }: UserWithPassword) => password && setRevealed({ name: user.name, password });

  const change = useMutation<UserChange, UserWithPassword>({
    onDone: (answer, sent) => {
      toast.success(
        t(sent.intent === "password" ? "users.passwordReset" : "users.updated", { name: answer.user.name }),
      );
      reveal(answer);
    },
    onFailure: (message) => toast.error(message ?? t("users.saveError")),
  });

  return (
    <>
      <ListHeading
        title={t("users.title")}
        addLabel={t("users.addNew")}
        onAdd={() => setCreating(true)}
        intro={t("users.rolesExplained")}
        icon={UserPlus}
      />
      <UserTable
        users={users}
        currentUserId={me?._id ?? ""}
        onAction={(user, action) => (action === "author" ? setAuthorOf(user) : setPending({ user, action }))}
      />

      <NewUserDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(answer) => {
          setCreating(false);
          toast.success(t("users.created", { name: answer.user.name }));
          reveal(answer);
        }}
      />
      <ConfirmDialog
        open={pending !== undefined}
        title={pending ? pending.user.name : ""}
        message={pending ? t(confirmKey(pending.user, pending.action), { name: pending.user.name }) : ""}
        confirmLabel={t("users.confirm.go")}
        busy={change.busy}
        onConfirm={() => {
          if (pending) void change.submit(changeFor(pending.user, pending.action));
          setPending(undefined);
        }}
        onCancel={() => setPending(undefined)}
      />
      <AuthorProfileDialog user={authorOf} onClose={() => setAuthorOf(undefined)} />
      <PasswordRevealDialog revealed={revealed} onClose={() => setRevealed(undefined)} />
    </>
  );
}
