import { useTranslation } from "react-i18next";
import type { DiffRun, FieldDiff } from "./revision-diff";

/** The label of each compared field, as the post form names it. */
export const revisionFieldLabels = {
  title: "posts.form.title",
  excerpt: "posts.form.excerpt",
  content: "posts.form.content",
  slug: "posts.form.slug",
  image: "posts.form.cover",
  category: "posts.form.category",
  tags: "posts.form.tags",
  seoTitle: "posts.form.seoTitle",
  seoDescription: "posts.form.seoDescription",
  seoKeywords: "posts.form.seoKeywords",
} as const;

/**
 * A run of text: deletions struck through and insertions underlined (not told by colour
 * alone), each announced to screen readers by a hidden word before it.
 */
function Run({ run }: { run: DiffRun }) {
  const { t } = useTranslation("admin");
  if (run.change === "kept") return <span>{run.text}</span>;
  const Tag = run.change === "inserted" ? "ins" : "del";
  return (
    <Tag
      className={
        run.change === "inserted"
          ? "rounded-sm bg-green-100 px-0.5 text-green-950 underline decoration-2 underline-offset-2 dark:bg-green-900/60 dark:text-green-50"
          : "rounded-sm bg-red-100 px-0.5 text-red-950 line-through decoration-2 dark:bg-red-900/60 dark:text-red-50"
      }
    >
      <span className="sr-only">{t(`revisions.diff.${run.change}`)} </span>
      {run.text}
    </Tag>
  );
}

const unchanged = (runs: DiffRun[]) => runs.every((run) => run.change === "kept");

/** The differences between two revisions, field by field. */
export function RevisionDiffView({ diff }: { diff: FieldDiff[] }) {
  const { t } = useTranslation("admin");
  if (diff.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t("revisions.diff.same")}</p>;
  return (
    <dl className="space-y-4">
      {diff.map(({ field, blocks }) => (
        <div key={field} className="space-y-1">
          <dt className="text-sm font-semibold text-slate-900 dark:text-white">{t(revisionFieldLabels[field])}</dt>
          <dd className="space-y-2 text-sm leading-relaxed break-words whitespace-pre-wrap">
            {blocks.map((runs, index) => (
              // A block with no change is context: shown short and muted.
              <p
                key={index}
                className={unchanged(runs) ? "line-clamp-2 text-slate-500 dark:text-slate-400" : undefined}
              >
                {runs.map((run, at) => (
                  <Run key={at} run={run} />
                ))}
              </p>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}
