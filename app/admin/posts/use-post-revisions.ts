import { useCallback, useEffect, useMemo, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "~/components/ui/toast";
import type { PostInput } from "../../../common/post";
import type { PostRevisionFields } from "../../../common/post-revision";
import { formValuesToDraft, type PostFormValues, revisionToFormValues } from "./post-form-values";
import { autosaveTarget, restoreRevision } from "./revision-requests";
import { useAutosave } from "~/admin/ui/use-autosave";
import { useAutosaveOffer } from "~/admin/ui/use-autosave-offer";

/** Edits kept on the server and not saved into the post: an autosave, or a new post's draft. */
export interface PendingEdits {
  fields: PostRevisionFields;
  savedAt: string;
}

/**
 * The post form's autosave and history (decision 038): every edit goes to the autosave;
 * an autosave newer than the post's last save is offered back when the editor opens; a
 * revision from the history is taken back into the form as unsaved changes (the post
 * changes on Save or Update, as for any edit). A new post is kept the same way, as its
 * author's one unsaved new post (decision 054), and offered back on the next New post.
 */
export function usePostRevisions({
  postId,
  autosaves,
  form: { watch, reset, getValues },
  initialValues,
  pendingAutosave,
}: {
  postId: string | undefined;
  /** False for a translation not saved yet, which has nowhere to autosave to. */
  autosaves: boolean;
  form: UseFormReturn<PostFormValues, unknown, PostInput>;
  initialValues: PostFormValues;
  pendingAutosave: PendingEdits | null | undefined;
}) {
  const { t } = useTranslation("admin");
  const target = useMemo(() => (autosaves ? autosaveTarget(postId) : undefined), [autosaves, postId]);
  const autosave = useAutosave(target);
  const { settle, change, saveNow } = autosave;
  // The post as saved, once: the form is mounted per post (its key).
  const [initialDraft] = useState(() => formValuesToDraft(initialValues));
  const [historyOpen, setHistoryOpen] = useState(false);

  useEffect(() => settle(initialDraft), [settle, initialDraft]);
  useEffect(() => {
    const subscription = watch((values) => change(formValuesToDraft(values as PostFormValues)));
    return () => subscription.unsubscribe();
  }, [watch, change]);

  /** Puts a revision's fields in the form, against the post as saved (so Save and Update see changes). */
  const load = useCallback(
    (fields: PostRevisionFields) => {
      const values = revisionToFormValues(fields, getValues());
      reset(values, { keepDefaultValues: true });
      return formValuesToDraft(values);
    },
    [getValues, reset],
  );

  // An autosave that says what the post says (it landed as the post was saved) is no offer.
  const { offer, offerBusy, restoreOffer, discardOffer, dropOffer } = useAutosaveOffer(
    () =>
      pendingAutosave &&
      JSON.stringify(formValuesToDraft(revisionToFormValues(pendingAutosave.fields, initialValues))) !==
        JSON.stringify(initialDraft)
        ? pendingAutosave
        : undefined,
    target,
    (kept) => settle(load(kept.fields), kept.savedAt),
  );

  const restoreFromHistory = async (revisionId: string) => {
    if (!postId) return;
    try {
      // What is in the editor now is kept as the autosave before it is replaced.
      await saveNow();
      const revision = await restoreRevision(postId, revisionId);
      change(load(revision.fields));
      dropOffer();
      setHistoryOpen(false);
      toast.success(t("revisions.history.restored"));
    } catch {
      toast.error(t("revisions.history.restoreError"));
    }
  };

  return { autosave, offer, offerBusy, restoreOffer, discardOffer, historyOpen, setHistoryOpen, restoreFromHistory };
}
