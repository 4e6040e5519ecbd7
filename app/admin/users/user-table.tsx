import { KeyRound, ShieldHalf, SquarePen, UserCheck, UserX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useFormatDate } from "~/admin/ui/use-format-date";
import type { User } from "../../../common/user";
import { RowAction } from "~/admin/ui/buttons";
import { DataTable } from "~/admin/ui/data-table";

export type UserAction = "role" | "active" | "password" | "author";

/**
 * Staff accounts with their role and status; each row changes its author profile (bio and
 * photo), role, status or password.
 */
export function UserTable({
  users,
  currentUserId,
  onAction,
}: {
  users: User[];
  currentUserId: string;
  onAction: (user: User, action: UserAction) => void;
}) {
  const { t } = useTranslation("admin");
  const format = useFormatDate();
  const badge = "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold";
  return (
    <DataTable
      rows={users}
      rowProps={(user) => ({ "data-active": user.active })}
      columns={[
        {
          header: t("users.columns.name"),
          cell: (user) => (
            <>
              {user.name}
              {user._id === currentUserId && (
                <span className={`${badge} ml-2 bg-brand-50 text-brand-700 dark:bg-brand-900 dark:text-brand-100`}>
                  {t("users.you")}
                </span>
              )}
            </>
          ),
          cellClassName: "font-medium text-slate-900 dark:text-white",
          card: "title",
        },
        { header: t("users.columns.email"), cell: (user) => user.email, cellClassName: "break-all" },
        { header: t("users.columns.role"), cell: (user) => t(`users.roles.${user.role}`) },
        {
          header: t("users.columns.status"),
          cell: (user) => (
            <span
              className={`${badge} ${
                user.active
                  ? "bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-200"
                  : "bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300"
              }`}
            >
              {t(user.active ? "users.active" : "users.deactivated")}
            </span>
          ),
        },
        {
          header: t("users.columns.createdAt"),
          cell: (user) => format.date(user.createdAt),
          className: "whitespace-nowrap",
        },
        {
          header: t("common.actions"),
          className: "text-right",
          card: "actions",
          cell: (user) => (
            <div className="flex flex-wrap justify-end gap-1">
              <RowAction
                icon={SquarePen}
                text={t("users.authorProfile")}
                label={t("users.authorProfileNamed", { name: user.name })}
                onClick={() => onAction(user, "author")}
              />
              <RowAction
                icon={ShieldHalf}
                text={t(user.role === "admin" ? "users.makeEditor" : "users.makeAdmin")}
                label={t(user.role === "admin" ? "users.makeEditorNamed" : "users.makeAdminNamed", { name: user.name })}
                onClick={() => onAction(user, "role")}
              />
              <RowAction
                icon={KeyRound}
                text={t("users.resetPassword")}
                label={t("users.resetPasswordNamed", { name: user.name })}
                onClick={() => onAction(user, "password")}
              />
              <RowAction
                icon={user.active ? UserX : UserCheck}
                text={t(user.active ? "users.deactivate" : "users.reactivate")}
                label={t(user.active ? "users.deactivateNamed" : "users.reactivateNamed", { name: user.name })}
                onClick={() => onAction(user, "active")}
                danger={user.active}
              />
            </div>
          ),
        },
      ]}
    />
  );
}
