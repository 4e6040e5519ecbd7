import { UserPlus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonStyles } from "~/admin/ui/buttons";
import { ConfirmDialog } from "~/admin/ui/dialog";
import { AdminHeader, AdminTitle } from "~/admin/ui/page-heading";
import { SecretReveal } from "~/admin/ui/secret-reveal";
import { AuthorProfileForm } from "~/admin/ui/author-profile-form";
import { AdminRouteError } from "~/admin/ui/route-error";
import { NewUserDialog } from "./new-user-dialog";
import { changeFor, confirmKey } from "./user-actions";
import { type UserAction, UserTable } from "./user-table";
import { Modal } from "~/components/ui/modal";
import { toast } from "~/components/ui/toast";
import { useCurrentUser } from "~/admin/ui/current-user";
import { loadAdminData, runMutation, useMutation } from "~/admin/ui/route-data";
import { changeUser, type UserChange } from "./user-requests";
import type { User, UserWithPassword } from "../../../common/user";
import type { Route } from "./+types/users";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadAdminData<User[]>(request, "/api/users");
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return runMutation(request, changeUser);
}

export function ErrorBoundary() {
  return <AdminRouteError loadError="users.loadError" />;
}

export default function AdminUsers({ loaderData: users }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const me = useCurrentUser();
  const [creating, setCreating] = useState(false);
  const [pending, setPending] = useState<{ user: User; action: Exclude<UserAction, "author"> }>();
  const [authorOf, setAuthorOf] = useState<User>();
  const [revealed, setRevealed] = useState<{ name: string; password: string }>();
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

  const authorProfile = useMutation<UserChange, UserWithPassword>({
    onDone: (answer) => {
      toast.success(t("users.updated", { name: answer.user.name }));
      setAuthorOf(undefined);
    },
  });

  return (
    <>
      <AdminTitle>{t("users.title")}</AdminTitle>
      <AdminHeader title={t("users.title")}>
        <button type="button" onClick={() => setCreating(true)} className={buttonStyles.primary}>
          <UserPlus aria-hidden="true" className="h-4 w-4" />
          {t("users.addNew")}
        </button>
      </AdminHeader>
      <p className="mb-4 max-w-3xl text-sm text-slate-600 dark:text-slate-400">{t("users.rolesExplained")}</p>
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
      <Modal
        open={authorOf !== undefined}
        title={authorOf ? t("users.authorProfileTitle", { name: authorOf.name }) : ""}
        closeLabel={t("common.close")}
        onClose={() => setAuthorOf(undefined)}
      >
        {authorOf && (
          <AuthorProfileForm
            user={authorOf}
            busy={authorProfile.busy}
            failure={authorProfile.failure && (authorProfile.failure.message ?? t("users.saveError"))}
            onSubmit={(input) => void authorProfile.submit({ intent: "authorProfile", id: authorOf._id, input })}
            onCancel={() => setAuthorOf(undefined)}
          />
        )}
      </Modal>
      <Modal
        open={revealed !== undefined}
        title={t("users.passwordTitle")}
        closeLabel={t("common.close")}
        onClose={() => setRevealed(undefined)}
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
            onClose={() => setRevealed(undefined)}
          />
        )}
      </Modal>
    </>
  );
}
