import { Check, ShieldAlert, Trash2, Undo2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState } from "~/components/ui/empty-state";
import { toast } from "~/components/ui/toast";
import { type CommentChange, commentListSearch, type CommentList, type CommentOutcome } from "./comment-requests";
import { useMutation } from "~/admin/ui/route-data";
import { useFormatDate } from "~/admin/ui/use-format-date";
import { type Comment, type CommentStatus, commentStatuses } from "../../../common/comment";
import { buttonStyles } from "~/admin/ui/buttons";
import { ConfirmDialog } from "~/admin/ui/dialog";

/** What moves a comment to each state, as its button says and shows it. */
const moves: Record<CommentStatus, { label: string; icon: typeof Check }> = {
  approved: { label: "comments.approve", icon: Check },
  pending: { label: "comments.toPending", icon: Undo2 },
  spam: { label: "comments.markSpam", icon: ShieldAlert },
};

const smallButton = `${buttonStyles.secondary} px-3 py-1.5`;
const checkbox = "h-4 w-4 shrink-0 accent-brand-600";

/** The queue's states as links, each with how many comments it holds; the address keeps the choice. */
export function CommentFilter({ status, counts }: { status: CommentStatus; counts: CommentList["counts"] }) {
  const { t } = useTranslation("admin");
  return (
    <nav aria-label={t("comments.filter")} className="mb-4 flex flex-wrap gap-2">
      {commentStatuses.map((option) => (
        <Link
          key={option}
          to={`/admin/comments${commentListSearch(option)}`}
          replace
          aria-current={option === status ? "page" : undefined}
          className="inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:border-brand-500 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300"
        >
          {t(`comments.status.${option}`)}
          <span className="rounded-full bg-slate-100 px-2 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-200">
            {counts[option]}
          </span>
        </Link>
      ))}
    </nav>
  );
}

/**
 * One state's comments as stacked cards (they fit a phone as they fit a desktop), each with
 * the actions that move it elsewhere, and a toolbar that acts on the selected ones at once.
 * Deleting asks first. It stays mounted when its last comment leaves, so the answer to
 * that change is still told.
 */
export function CommentQueue({ status, comments }: { status: CommentStatus; comments: Comment[] }) {
  const { t } = useTranslation("admin");
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // What waits for the delete to be confirmed: one comment, or the selected ones.
  const [pendingDelete, setPendingDelete] = useState<Comment | string[]>();
  const change = useMutation<CommentChange, CommentOutcome>({
    onDone: ({ done, count }) => {
      toast.success(t(`comments.done.${done}`, { count }));
      setSelected(new Set());
    },
    onFailure: (message) => toast.error(message ?? t("comments.actionError")),
  });

  // Only comments still in the list count: one that left it (moved by another moderator) is no longer selected.
  const selectedIds = comments.filter((comment) => selected.has(comment._id)).map((comment) => comment._id);
  const allSelected = selectedIds.length === comments.length;
  const selectAll = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = selectedIds.length > 0 && !allSelected;
  });

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const bulkDisabled = selectedIds.length === 0 || change.busy;
  const bulk = (action: "approve" | "spam") => void change.submit({ intent: "bulk", ids: selectedIds, action });

  if (comments.length === 0) return <EmptyState message={t(`comments.empty.${status}`)} />;
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-3 rounded-xl border border-slate-200 bg-white px-4 py-3 dark:border-slate-800 dark:bg-slate-900">
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700 dark:text-slate-300">
          <input
            ref={selectAll}
            type="checkbox"
            checked={allSelected}
            onChange={(event) =>
              setSelected(new Set(event.target.checked ? comments.map((comment) => comment._id) : []))
            }
            className={checkbox}
          />
          {t("comments.selectAll")}
        </label>
        <span aria-live="polite" className="text-sm text-slate-500 dark:text-slate-400">
          {selectedIds.length > 0 && t("comments.selected", { count: selectedIds.length })}
        </span>
        <div role="group" aria-label={t("comments.bulkActions")} className="flex flex-wrap gap-2 sm:ml-auto">
          {status !== "approved" && (
            <button type="button" disabled={bulkDisabled} onClick={() => bulk("approve")} className={smallButton}>
              <Check aria-hidden="true" className="h-4 w-4" />
              {t("comments.approve")}
            </button>
          )}
          {status !== "spam" && (
            <button type="button" disabled={bulkDisabled} onClick={() => bulk("spam")} className={smallButton}>
              <ShieldAlert aria-hidden="true" className="h-4 w-4" />
              {t("comments.markSpam")}
            </button>
          )}
          <button
            type="button"
            disabled={bulkDisabled}
            onClick={() => setPendingDelete(selectedIds)}
            className={`${smallButton} text-red-700 dark:text-red-400`}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            {t("common.delete")}
          </button>
        </div>
      </div>

      <ul className="space-y-3" aria-busy={change.busy}>
        {comments.map((comment) => (
          <CommentCard
            key={comment._id}
            comment={comment}
            selected={selected.has(comment._id)}
            busy={change.busy}
            onSelect={(on) => toggle(comment._id, on)}
            onMove={(to) => void change.submit({ intent: "status", id: comment._id, status: to })}
            onDelete={() => setPendingDelete(comment)}
          />
        ))}
      </ul>

      <ConfirmDialog
        open={pendingDelete !== undefined}
        title={t(Array.isArray(pendingDelete) ? "comments.deleteSelectedTitle" : "comments.deleteTitle")}
        message={
          Array.isArray(pendingDelete)
            ? t("comments.deleteSelectedConfirm", { count: pendingDelete.length })
            : t("comments.deleteConfirm", { name: pendingDelete?.name ?? "" })
        }
        confirmLabel={t("common.delete")}
        busy={change.busy}
        onConfirm={() => {
          if (Array.isArray(pendingDelete))
            void change.submit({ intent: "bulk", ids: pendingDelete, action: "delete" });
          else if (pendingDelete) void change.submit({ intent: "delete", id: pendingDelete._id });
          setPendingDelete(undefined);
        }}
        onCancel={() => setPendingDelete(undefined)}
      />
    </>
  );
}

/** A comment as moderators read it: author, email, post, date and the text as text. */
function CommentCard({
  comment,
  selected,
  busy,
  onSelect,
  onMove,
  onDelete,
}: {
  comment: Comment;
  selected: boolean;
  busy: boolean;
  onSelect: (selected: boolean) => void;
  onMove: (status: CommentStatus) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation("admin");
  const format = useFormatDate();
  return (
    <li
      data-comment={comment._id}
      className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <input
        type="checkbox"
        checked={selected}
        onChange={(event) => onSelect(event.target.checked)}
        aria-label={t("comments.select", { name: comment.name })}
        className={`${checkbox} mt-1`}
      />
      <div className="min-w-0 flex-1 text-sm">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-semibold text-slate-900 [overflow-wrap:anywhere] dark:text-white">{comment.name}</span>
          <a href={`mailto:${comment.email}`} className="break-all text-brand-600 hover:underline dark:text-brand-100">
            {comment.email}
          </a>
        </p>
        <p className="mt-1 text-slate-500 dark:text-slate-400">
          <time dateTime={comment.createdAt}>{format.dateTime(comment.createdAt)}</time>
          {" · "}
          {t("comments.post")}: {/* A whole page load: the public site has its own frame, styles and language. */}
          <Link
            to={`/blog/${comment.post.slug}`}
            reloadDocument
            className="font-medium text-brand-600 [overflow-wrap:anywhere] hover:underline dark:text-brand-100"
          >
            {comment.post.title}
          </Link>
        </p>
        <p className="mt-3 whitespace-pre-line text-slate-800 [overflow-wrap:anywhere] dark:text-slate-200">
          {comment.text}
        </p>
        <div
          role="group"
          aria-label={t("comments.actions", { name: comment.name })}
          className="mt-4 flex flex-wrap gap-2"
        >
          {commentStatuses
            .filter((status) => status !== comment.status)
            .map((status) => {
              const { label, icon: Icon } = moves[status];
              return (
                <button
                  key={status}
                  type="button"
                  disabled={busy}
                  onClick={() => onMove(status)}
                  className={smallButton}
                >
                  <Icon aria-hidden="true" className="h-4 w-4" />
                  {t(label)}
                </button>
              );
            })}
          <button
            type="button"
            disabled={busy}
            onClick={onDelete}
            className={`${smallButton} text-red-700 dark:text-red-400`}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            {t("common.delete")}
          </button>
        </div>
      </div>
    </li>
  );
}
