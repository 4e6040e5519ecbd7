import { FilePen } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonStyles } from "~/admin/ui/buttons";
import { useFormatDate } from "~/admin/ui/use-format-date";
import type { NewPostDraft } from "../../../common/post-revision";

/**
 * The caller's new post, kept as they typed it and never saved (decision 054), at the top
 * of the posts list until they save or discard it: "Continue writing" opens New post, which
 * offers it back.
 */
export function UnsavedNewPost({
  draft,
  busy,
  onDiscard,
}: {
  draft: NewPostDraft;
  busy: boolean;
  onDiscard: () => void;
}) {
  const { t } = useTranslation("admin");
  const format = useFormatDate();
  return (
    <section
      aria-labelledby="unsaved-new-post"
      className="mb-4 flex flex-wrap items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <FilePen aria-hidden="true" className="size-5 shrink-0" />
      <div className="min-w-0 flex-1 text-sm">
        <h2 id="unsaved-new-post" className="font-semibold">
          {t("newPostDraft.label")}
        </h2>
        <p>
          {t("newPostDraft.line", {
            title: draft.fields.title || t("newPostDraft.untitled"),
            time: format.dateTimeSeconds(draft.updatedAt),
          })}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to="/admin/posts/new" className={buttonStyles.primary}>
          {t("newPostDraft.continue")}
        </Link>
        <button type="button" disabled={busy} onClick={onDiscard} className={buttonStyles.secondary}>
          {t("newPostDraft.discard")}
        </button>
      </div>
    </section>
  );
}
