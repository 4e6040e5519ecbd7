import { useTranslation } from "react-i18next";
import type { PostState } from "../../../common/post";

const stateStyles: Record<PostState, string> = {
  published: "bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-200",
  draft: "bg-amber-100 text-amber-800 dark:bg-amber-900/50 dark:text-amber-200",
  scheduled: "bg-sky-100 text-sky-800 dark:bg-sky-900/50 dark:text-sky-200",
  trash: "bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200",
};

/** A post version's state: draft, scheduled, published or in the trash (decision 037). */
export function StatusBadge({ status }: { status: PostState }) {
  const { t } = useTranslation("admin");
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${stateStyles[status]}`}>
      {t(`posts.state.${status}`)}
    </span>
  );
}
