import { Eye, EyeOff, History, Save as SaveIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Spinner } from "~/components/ui/spinner";
import { readToken } from "~/admin/ui/api";
import type { PostInput, PostState, PostStatus } from "../../../common/post";
import { buttonStyles } from "~/admin/ui/buttons";
import { StatusBadge } from "~/admin/ui/status-badge";
import { useFormatMoment } from "./use-format-moment";

/**
 * Opens the unsaved post as its public page in a new tab: the values and the session's
 * token are posted to /admin/preview, which renders the blog post page from them.
 */
export function openPreview(input: PostInput): void {
  const form = document.createElement("form");
  form.method = "post";
  form.action = "/admin/preview";
  form.target = "_blank";
  for (const [name, value] of [
    ["token", readToken() ?? ""],
    ["post", JSON.stringify(input)],
  ]) {
    const field = document.createElement("input");
    field.type = "hidden";
    field.name = name!;
    field.value = value!;
    form.append(field);
  }
  document.body.append(form);
  form.submit();
  form.remove();
}

/**
 * The editor's actions, kept in view while writing (sticky under the header): the post's
 * state (with its publishing moment when scheduled), Preview, and saving as a draft or
 * published, as Ghost and WordPress staff expect. With a publishing time filled in, a
 * draft's one save is Schedule (decision 037).
 */
export function EditorBar({
  state,
  scheduling,
  publishAt,
  timeZone,
  status,
  busy,
  savingAs,
  onSave,
  onPreview,
  onHistory,
}: {
  /** The saved version's state. */
  state: PostState;
  /** Whether the form holds a publishing time for a draft. */
  scheduling: boolean;
  /** The saved publishing time, shown beside a scheduled state. */
  publishAt: string | null;
  timeZone: string;
  /** Where the changes stand (autosaved, unsaved…). */
  status: React.ReactNode;
  busy: boolean;
  /** The status of the save on its way, to show the spinner on the right button. */
  savingAs: PostStatus | undefined;
  onSave: (status: PostStatus) => void;
  onPreview: () => void;
  /** Opens the post's history; none for a post not saved yet. */
  onHistory?: () => void;
}) {
  const { t } = useTranslation("admin");
  const formatMoment = useFormatMoment(timeZone);
  const published = state === "published";
  const spinner = (status: PostStatus) => busy && savingAs === status && <Spinner className="size-4 border-2" />;
  const stateLine = (
    <>
      <StatusBadge status={state} />
      {state === "scheduled" && publishAt && (
        <span className="text-sm text-sky-800 dark:text-sky-200">
          {t("posts.schedule.scheduledAt", { moment: formatMoment(publishAt) })}
        </span>
      )}
      {status}
    </>
  );
  // Below sm the state goes in a line of its own that scrolls away, and the sticky bar keeps
  // one row of actions (History, Preview and Save draft as icons with their names as labels),
  // under 64 px and opaque, so no text shows through it.
  return (
    <>
      <div className="flex flex-wrap items-center gap-2 sm:hidden">{stateLine}</div>
      <div
        role="toolbar"
        aria-label={t("posts.form.actions")}
        className="sticky top-16 z-20 -mx-4 flex items-center gap-2 border-b border-slate-200 bg-slate-50 px-4 py-2 sm:-mx-6 sm:flex-wrap sm:px-6 sm:py-3 lg:-mx-8 lg:px-8 col-span-full dark:border-slate-800 dark:bg-slate-950"
      >
        <div className="hidden sm:contents">{stateLine}</div>
        <div className="ml-auto flex gap-2 sm:flex-wrap">
          {onHistory && (
            <button
              type="button"
              onClick={onHistory}
              title={t("revisions.history.open")}
              className={`${buttonStyles.secondary} max-sm:px-2.5`}
            >
              <History aria-hidden="true" className="h-4 w-4" />
              <span className="max-sm:sr-only">{t("revisions.history.open")}</span>
            </button>
          )}
          <button
            type="button"
            onClick={onPreview}
            title={t("posts.form.preview")}
            className={`${buttonStyles.secondary} max-sm:px-2.5`}
          >
            <Eye aria-hidden="true" className="h-4 w-4" />
            <span className="max-sm:sr-only">{t("posts.form.preview")}</span>
          </button>
          {scheduling ? (
            <button type="button" disabled={busy} onClick={() => onSave("draft")} className={buttonStyles.primary}>
              {spinner("draft")}
              {t("posts.form.schedule")}
            </button>
          ) : (
            <>
              <button
                type="button"
                disabled={busy}
                onClick={() => onSave("draft")}
                title={t(published ? "posts.form.unpublish" : "posts.form.saveDraft")}
                className={`${buttonStyles.secondary} max-sm:px-2.5`}
              >
                {spinner("draft") ||
                  (published ? (
                    <EyeOff aria-hidden="true" className="h-4 w-4 sm:hidden" />
                  ) : (
                    <SaveIcon aria-hidden="true" className="h-4 w-4 sm:hidden" />
                  ))}
                <span className="max-sm:sr-only">{t(published ? "posts.form.unpublish" : "posts.form.saveDraft")}</span>
              </button>
              <button
                type="button"
                disabled={busy}
                onClick={() => onSave("published")}
                className={`${buttonStyles.primary} whitespace-nowrap`}
              >
                {spinner("published")}
                {t(published ? "posts.form.update" : "posts.form.publish")}
              </button>
            </>
          )}
        </div>
      </div>
    </>
  );
}
