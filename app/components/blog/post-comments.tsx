import { useTranslation } from "react-i18next";
import { formatLongDate } from "~/lib/locale-format";
import type { PublicComment } from "../../../common/comment";
import { Island } from "~/islands/island";
import { CommentForm } from "./comment-form";

/**
 * A post's approved comments, oldest first, and the form for a new one. The text is shown
 * as text (React escapes it), its line breaks kept; an author's email is never here.
 */
export function PostComments({ postId, comments }: { postId: string; comments: PublicComment[] }) {
  const { t, i18n } = useTranslation("blog");
  return (
    <section aria-labelledby="comments-heading" className="mt-12 border-t border-slate-200 pt-10 dark:border-slate-800">
      <h2 id="comments-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
        {t("comments.heading", { count: comments.length })}
      </h2>
      {comments.length === 0 ? (
        <p className="mt-4 text-slate-600 dark:text-slate-400">{t("comments.none")}</p>
      ) : (
        <ol className="mt-6 space-y-4">
          {comments.map((comment) => (
            <li key={comment._id} className="rounded-2xl border border-slate-200 p-4 sm:p-5 dark:border-slate-800">
              <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <span className="font-semibold text-slate-900 [overflow-wrap:anywhere] dark:text-white">
                  {comment.name}
                </span>
                <time dateTime={comment.createdAt} className="text-sm text-slate-600 dark:text-slate-400">
                  {formatLongDate(new Date(comment.createdAt), i18n.language)}
                </time>
              </p>
              <p className="mt-3 whitespace-pre-line text-slate-700 [overflow-wrap:anywhere] dark:text-slate-300">
                {comment.text}
              </p>
            </li>
          ))}
        </ol>
      )}
      <Island name="comment-form" component={CommentForm} props={{ postId }} />
    </section>
  );
}
