import { useEffect, useMemo, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "~/components/ui/toast";
import { newDraftTarget } from "~/admin/ui/new-drafts";
import { useAutosave } from "~/admin/ui/use-autosave";
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
  const { t } = useTranslation("admin");
  const target = useMemo(() => (isNew ? newDraftTarget<ContentFormValues>(kind) : undefined), [isNew, kind]);
  const autosave = useAutosave(target);
  const { settle, change } = autosave;
  const [offer, setOffer] = useState(pending ?? undefined);
  const [offerBusy, setOfferBusy] = useState(false);

  useEffect(() => {
    settle(getValues());
    const subscription = watch((values) => change(values as ContentFormValues));
    return () => subscription.unsubscribe();
  }, [watch, change, settle, getValues]);

  const restoreOffer = () => {
    if (!offer) return;
    const values = draftFormValues(getValues(), offer.fields);
    reset(values, { keepDefaultValues: true });
    settle(values, offer.updatedAt);
    setOffer(undefined);
  };

  const discardOffer = async () => {
    if (!target) return;
    setOfferBusy(true);
    try {
      await target.discard();
      setOffer(undefined);
    } catch {
      toast.error(t("revisions.offer.discardError"));
    } finally {
      setOfferBusy(false);
    }
  };

  return { autosave, offer, offerBusy, restoreOffer, discardOffer };
}
