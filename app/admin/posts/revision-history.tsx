import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "~/components/ui/modal";
import { Spinner } from "~/components/ui/spinner";
import { buttonStyles } from "~/admin/ui/buttons";
import { inputStyles } from "~/admin/ui/form-controls";
import { useFormatDate } from "~/admin/ui/use-format-date";
import type { Category } from "../../../common/category";
import type { PostRevision, PostRevisionFields, PostRevisionSummary } from "../../../common/post-revision";
import { diffRevisions } from "./revision-diff";
import { RevisionDiffView, revisionFieldLabels } from "./revision-diff-view";
import { listRevisions, readRevision } from "./revision-requests";

/** The comparison's choice for what the editor holds now. */
const currentId = "current";

/**
 * The post's history (decision 038), as a sheet along the edge of the screen: every
 * revision with its kind, author, time to the second and the fields it changed; the
 * differences between any two, or between one and what the editor holds now; and Restore,
 * which takes one back into the editor as unsaved changes.
 */
export function RevisionHistory({
  postId,
  open,
  categories,
  current,
  onClose,
  onRestore,
}: {
  postId: string;
  open: boolean;
  categories: Category[];
  /** The fields as the editor holds them now, saved or not ("Current" in the comparison). */
  current: () => PostRevisionFields;
  onClose: () => void;
  /** Takes the revision back into the editor; resolves once it is there. */
  onRestore: (revisionId: string) => Promise<void>;
}) {
  const { t, i18n } = useTranslation("admin");
  const format = useFormatDate();
  const [revisions, setRevisions] = useState<PostRevisionSummary[]>();
  const [failed, setFailed] = useState(false);
  const [fromId, setFromId] = useState("");
  const [toId, setToId] = useState("");
  const [read, setRead] = useState<Record<string, PostRevision>>({});
  const [restoring, setRestoring] = useState<string>();
  const [currentFields, setCurrentFields] = useState<PostRevisionFields>();
  const currentNow = useRef(current);
  currentNow.current = current;

  const load = useCallback(() => {
    setFailed(false);
    setRevisions(undefined);
    setCurrentFields(currentNow.current());
    listRevisions(postId).then(
      (list) => {
        setRevisions(list);
        // The newest change first: the latest revision against the one before it.
        setToId(list[0]?._id ?? "");
        setFromId(list[1]?._id ?? list[0]?._id ?? "");
      },
      () => setFailed(true),
    );
  }, [postId]);
  // Each opening shows the history as it is now.
  useEffect(() => {
    if (open) load();
  }, [open, load]);

  useEffect(() => {
    for (const id of [fromId, toId]) {
      if (id && id !== currentId && !read[id])
        readRevision(postId, id).then(
          (revision) => setRead((known) => ({ ...known, [id]: revision })),
          () => setFailed(true),
        );
    }
  }, [postId, fromId, toId, read]);

  const diff = useMemo(() => {
    const fieldsOf = (id: string) => (id === currentId ? currentFields : read[id]?.fields);
    const [from, to] = [fieldsOf(fromId), fieldsOf(toId)];
    const categoryName = (id: string) => categories.find((category) => category._id === id)?.name ?? id;
    return from && to ? diffRevisions(from, to, categoryName) : undefined;
  }, [read, fromId, toId, categories, currentFields]);

  const describe = (revision: PostRevisionSummary) =>
    t("revisions.history.line", {
      kind: t(`revisions.kinds.${revision.kind}`),
      name: revision.user?.name ?? t("dashboard.someone"),
      time: format.dateTimeSeconds(revision.createdAt),
    });
  const list = new Intl.ListFormat(i18n.language, { type: "conjunction" });
  /** What a revision changed from the one before it, in words. */
  const changes = (revision: PostRevisionSummary, index: number) => {
    const changed = revision.changed ?? [];
    if (changed.length > 0)
      return t("revisionDetail.changed", {
        fields: list.format(
          changed.map((field) => t("activityChanges.field", { label: t(revisionFieldLabels[field]) })),
        ),
      });
    return t(index === (revisions?.length ?? 0) - 1 ? "revisionDetail.first" : "revisionDetail.unchanged");
  };

  const restore = async (id: string) => {
    setRestoring(id);
    try {
      await onRestore(id);
    } finally {
      setRestoring(undefined);
    }
  };

  const select = (id: string, label: string, value: string, onChange: (value: string) => void) => (
    <div className="min-w-0 flex-1 space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={inputStyles}>
        <option value={currentId}>{t("revisionDetail.currentOption")}</option>
        {revisions?.map((revision) => (
          <option key={revision._id} value={revision._id}>
            {describe(revision)}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t("revisions.history.title")}
      closeLabel={t("common.close")}
      placement="side"
      className="max-w-2xl"
    >
      <div className="mt-4 space-y-6">
        {failed ? (
          <div className="space-y-3">
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {t("revisions.history.loadError")}
            </p>
            <button type="button" onClick={load} className={buttonStyles.secondary}>
              {t("common.retry")}
            </button>
          </div>
        ) : !revisions ? (
          <p className="flex items-center gap-2 text-sm">
            <Spinner className="size-4 border-2" />
            {t("common.loading")}
          </p>
        ) : revisions.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t("revisions.history.empty")}</p>
        ) : (
          <>
            <section aria-labelledby="revision-compare" className="space-y-4">
              <h3 id="revision-compare" className="text-lg font-semibold text-slate-900 dark:text-white">
                {t("revisions.history.compare")}
              </h3>
              <div className="flex flex-col gap-3 sm:flex-row">
                {select("revision-from", t("revisions.history.from"), fromId, setFromId)}
                {select("revision-to", t("revisions.history.to"), toId, setToId)}
              </div>
              <div aria-live="polite" className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
                {diff ? <RevisionDiffView diff={diff} /> : <Spinner className="size-4 border-2" />}
              </div>
            </section>
            <section aria-labelledby="revision-list" className="space-y-3">
              <h3 id="revision-list" className="text-lg font-semibold text-slate-900 dark:text-white">
                {t("revisions.history.all")}
              </h3>
              <ol className="divide-y divide-slate-200 dark:divide-slate-700">
                {revisions.map((revision, index) => (
                  <li key={revision._id} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
                    <div className="min-w-0 flex-1 text-sm">
                      <p className="font-semibold text-slate-900 dark:text-white">
                        {t(`revisions.kinds.${revision.kind}`)}
                      </p>
                      <p className="text-slate-600 dark:text-slate-400">
                        {revision.user?.name ?? t("dashboard.someone")} ·{" "}
                        <time dateTime={revision.createdAt}>{format.dateTimeSeconds(revision.createdAt)}</time>
                      </p>
                      <p data-revision-changes className="text-slate-600 dark:text-slate-400">
                        {changes(revision, index)}
                      </p>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      <button
                        type="button"
                        onClick={() => {
                          setToId(revision._id);
                          setFromId(revisions[index + 1]?._id ?? revision._id);
                        }}
                        aria-label={t("revisions.history.compareNamed", { line: describe(revision) })}
                        className={buttonStyles.secondary}
                      >
                        {t("revisions.history.compareShort")}
                      </button>
                      <button
                        type="button"
                        onClick={() => {
                          setFromId(revision._id);
                          setToId(currentId);
                        }}
                        aria-label={t("revisionDetail.compareCurrentNamed", { line: describe(revision) })}
                        className={buttonStyles.secondary}
                      >
                        {t("revisionDetail.compareCurrent")}
                      </button>
                      <button
                        type="button"
                        disabled={restoring !== undefined}
                        onClick={() => void restore(revision._id)}
                        aria-label={t("revisions.history.restoreNamed", { line: describe(revision) })}
                        className={buttonStyles.secondary}
                      >
                        {restoring === revision._id && <Spinner className="size-4 border-2" />}
                        {t("revisions.history.restore")}
                      </button>
                    </div>
                  </li>
                ))}
              </ol>
            </section>
          </>
        )}
      </div>
    </Modal>
  );
}
