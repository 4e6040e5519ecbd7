import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Article, ArticleBulkAction } from "../../../common/article";
import type { Language } from "../../../common/i18n/languages";
import { useMutation } from "~/admin/ui/route-data";
import { toast } from "~/components/ui/toast";
import { type changePost, type PostChange } from "./post-requests";

/** How long the toast of a move to the trash, with its Undo, stays. */
const undoToastMs = 8000;

/** What waits for "delete for good" to be confirmed: the articles' ids and a name for the dialog. */
interface PendingDelete {
  ids: string[];
  title?: string;
}

/**
 * The posts list's changes (decision 037): the selected articles, bulk actions on them or on
 * one row (in `language` only, when the list is filtered by it), a move to the trash that its
 * toast can take back, and "delete for good" waiting for its confirmation.
 */
export function useArticleChanges(articles: Article[], language: Language | undefined) {
  const { t } = useTranslation("admin");
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [pendingDelete, setPendingDelete] = useState<PendingDelete>();
  const change = useMutation<PostChange, Awaited<ReturnType<typeof changePost>>>({
    onDone: (answer, body) => {
      if (body.intent !== "bulk" || !answer || !("ids" in answer)) return;
      const { ids } = body;
      toast.success(t(`posts.bulk.done.${body.action}`, { count: answer.ids.length }), {
        // A move to the trash can be taken back from its toast, for as long as it shows.
        ...(body.action === "trash" &&
          answer.ids.length > 0 && {
            durationMs: undoToastMs,
            action: {
              label: t("trashUndo.undo"),
              onClick: () => void change.submit({ intent: "bulk", ids, action: "restore", language: body.language }),
            },
          }),
      });
      setSelected(new Set());
    },
    onFailure: (message) => toast.error(message ?? t("posts.bulk.error")),
  });

  const bulk = (ids: string[], action: ArticleBulkAction) =>
    void change.submit({ intent: "bulk", ids, action, language });

  return {
    change,
    selected,
    // Only articles still in the list count: one another editor moved away is no longer selected.
    selectedIds: articles.filter((article) => selected.has(article._id)).map((article) => article._id),
    select: (id: string, on: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    selectAll: (on: boolean) => setSelected(new Set(on ? articles.map((article) => article._id) : [])),
    act: (ids: string[], action: ArticleBulkAction, title?: string) => {
      if (action === "delete") setPendingDelete({ ids, title });
      else bulk(ids, action);
    },
    pendingDelete,
    confirmDelete: () => {
      if (pendingDelete) bulk(pendingDelete.ids, "delete");
      setPendingDelete(undefined);
    },
    cancelDelete: () => setPendingDelete(undefined),
  };
}
