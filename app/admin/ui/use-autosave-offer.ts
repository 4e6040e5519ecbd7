import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "~/components/ui/toast";
import type { AutosaveTarget } from "./new-drafts";

/**
 * Edits kept on the server (an autosave, a new item's draft) offered back when an editor
 * opens (decisions 038, 054): Restore hands them to `restore` to put in the form, Discard
 * deletes them from `target`. Either way the offer goes.
 */
export function useAutosaveOffer<Offer>(
  initial: Offer | undefined | (() => Offer | undefined),
  target: Pick<AutosaveTarget<unknown>, "discard"> | undefined,
  restore: (offer: Offer) => void,
) {
  const { t } = useTranslation("admin");
  const [offer, setOffer] = useState<Offer | undefined>(initial);
  const [offerBusy, setOfferBusy] = useState(false);

  const restoreOffer = () => {
    if (!offer) return;
    restore(offer);
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

  return { offer, offerBusy, restoreOffer, discardOffer, dropOffer: () => setOffer(undefined) };
}
