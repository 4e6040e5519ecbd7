import { LogOut, UserCog, UserRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Dropdown } from "~/components/ui/dropdown";
import type { User } from "../../../common/user";

const profileMenuItem =
  "flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800";

/** The header's menu under the user's name: who is signed in, the profile page, and signing out. */
export function ProfileMenu({ user, onLogout }: { user: User; onLogout: () => void }) {
  const { t } = useTranslation("admin");
  const name = user.name;
  return (
    <Dropdown
      align="end"
      ariaLabel={t("frame.profileMenu", { name })}
      buttonClassName="rounded-lg px-2 py-1.5 text-sm font-semibold hover:bg-slate-100 dark:hover:bg-slate-800"
      label={
        <>
          <UserRound aria-hidden="true" className="h-5 w-5" />
          <span className="hidden max-w-40 truncate sm:inline">{name}</span>
        </>
      }
    >
      {(close) => (
        <div className="w-56">
          <p className="truncate px-3 py-2 text-sm text-slate-500 dark:text-slate-400">
            {user.email}
            <span className="block text-xs">{t(`users.roles.${user.role}`)}</span>
          </p>
          <Link to="/admin/profile" onClick={close} className={profileMenuItem}>
            <UserCog aria-hidden="true" className="h-4 w-4" />
            {t("profile.title")}
          </Link>
          <button type="button" onClick={onLogout} className={profileMenuItem}>
            <LogOut aria-hidden="true" className="h-4 w-4" />
            {t("nav.logout")}
          </button>
        </div>
      )}
    </Dropdown>
  );
}
