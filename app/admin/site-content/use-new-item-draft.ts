import { useEffect, useMemo } from "react";
import type { UseFormReturn } from "react-hook-form";
import { newDraftTarget } from "~/admin/ui/new-drafts";
import { useAutosave } from "~/admin/ui/use-autosave";
import { useAutosaveOffer } from "~/admin/ui/use-autosave-offer";
import type { ContentKind } from "../../../common/content/kinds";
import type { ContentDraft, NewContentDraft } from "../../../common/new-draft";
import type { ContentFormValues } from "./content-forms";

/** A kept draft over the form's blank values: fields the kind gained since stay blank. */
export function draftFormValues(blank: ContentFormValues, draft: ContentDraft): ContentFormValues {
  const text = Object.fromEntries(
    Object.entries(blank.text).map(([code, fields]) => [code, { ...fields, ...draft.text[code] }]),
  ) as ContentFormValues["text"];
  return {
    ...blank,
    ...(draft.slug != null && { slug: draft.slug }),
    visible: draft.visible,
    fields: { ...blank.fields, ...draft.fields },
    text,
  };
}

/**
 * A new content item's form kept for its author from the first keystroke (decision 054),
 * through the same autosave as the post editor, and the kept one offered back when New
 * opens. Nothing for an item already saved: its changes are saved by Save.
 */
export function useNewItemDraft({
  kind,
  isNew,
  form: { watch, reset, getValues },
  pending,
}: {
  kind: ContentKind;
  isNew: boolean;
  form: UseFormReturn<ContentFormValues>;
  pending: NewContentDraft | null | undefined;
}) {
  const target = useMemo(() => (isNew ? newDraftTarget<ContentFormValues>(kind) : undefined), [isNew, kind]);
  const autosave = useAutosave(target);
  const { settle, change } = autosave;
  useEffect(() => {
    settle(getValues());
    const subscription = watch((values) => change(values as ContentFormValues));
    return () => subscription.unsubscribe();
  }, [watch, change, settle, getValues]);

  const { offer, offerBusy, restoreOffer, discardOffer } = useAutosaveOffer(pending ?? undefined, target, (kept) => {
    const values = draftFormValues(getValues(), kept.fields);
    reset(values, { keepDefaultValues: true });
    settle(values, kept.updatedAt);
  });

  return { autosave, offer, offerBusy, restoreOffer, discardOffer };
}
