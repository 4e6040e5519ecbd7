import { lazy, Suspense, useCallback, useEffect, useState } from "react";

/** Set once the offer has been shown, so a visitor sees it only once. */
export const specialOfferStorageKey = "specialOfferSeen";
const delayMs = 2000;

// The dialog and its wording load only when a new visitor is about to see it, so the
// home page's first load carries none of it.
const SpecialOfferDialog = lazy(() => import("./special-offer-dialog"));

function seenBefore(): boolean {
  try {
    return window.localStorage.getItem(specialOfferStorageKey) !== null;
  } catch {
    return true; // Storage blocked: a dismissal could not be remembered, so it is not shown at all.
  }
}

/** The offer's wording in the page's language, from the site settings. */
export interface SpecialOfferText {
  title: string;
  text: string;
}

/**
 * The spec's special offer: shown once to a new visitor two seconds after the home page
 * opens, or later if it would cover the hero's buttons or a form (on a phone, until the
 * visitor scrolls past them).
 */
export function SpecialOffer({ offer }: { offer: SpecialOfferText }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  // Counted as seen once it has really been on screen (it waits while it would cover the
  // hero's buttons or a form), not when the timer fires.
  const markSeen = useCallback(() => window.localStorage.setItem(specialOfferStorageKey, new Date().toISOString()), []);

  useEffect(() => {
    if (seenBefore()) return;
    const timer = window.setTimeout(() => setOpen(true), delayMs);
    return () => window.clearTimeout(timer);
  }, []);

  return open ? (
    <Suspense fallback={null}>
      <SpecialOfferDialog offer={offer} onClose={close} onShown={markSeen} />
    </Suspense>
  ) : null;
}
