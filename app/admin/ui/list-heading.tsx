import { type LucideIcon, Plus } from "lucide-react";
import { buttonStyles } from "./buttons";
import { AdminHeader, AdminTitle } from "./page-heading";

/**
 * A list screen's top: its title (the tab's and the h1), the button that adds an item, and
 * the line that says what the screen is for.
 */
export function ListHeading({
  title,
  addLabel,
  onAdd,
  intro,
  icon: Icon = Plus,
}: {
  title: string;
  addLabel: string;
  onAdd: () => void;
  intro: string;
  icon?: LucideIcon;
}) {
  return (
    <>
      <AdminTitle>{title}</AdminTitle>
      <AdminHeader title={title}>
        <button type="button" onClick={onAdd} className={buttonStyles.primary}>
          <Icon aria-hidden="true" className="h-4 w-4" />
          {addLabel}
        </button>
      </AdminHeader>
      <p className="mb-4 max-w-3xl text-sm text-slate-600 dark:text-slate-400">{intro}</p>
    </>
  );
}
