import { useTranslation } from "react-i18next";
import type { PostStatus } from "../../../common/post";

export function StatusBadge({ status }: { status: PostStatus }) {
  const { t } = useTranslation("admin");
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        status === "published"
          ? "bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-200"
          : "bg-amber-100 text-amber-800 dark:bg-amber-900/50 dark:text-amber-200"
      }`}
    >
      {t(`posts.status.${status}`)}
    </span>
  );
}
