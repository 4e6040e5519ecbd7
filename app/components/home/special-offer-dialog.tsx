import { Gift, X } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { SpecialOfferText } from "./special-offer";

/**
 * The special offer itself: a non-modal dialog fixed in a corner. It covers nothing the
 * visitor needs, moves no content (no scroll lock) and does not trap focus or a screen
 * reader; Escape, the close button or a click outside it dismisses it.
 */
export default function SpecialOfferDialog({ offer, onClose }: { offer: SpecialOfferText; onClose: () => void }) {
  const { t } = useTranslation("offer");
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => event.key === "Escape" && onClose();
    const onPointerDown = (event: PointerEvent) => {
      if (!dialogRef.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [onClose]);

  return (
    <dialog
      ref={dialogRef}
      open
      aria-labelledby={titleId}
      className="fixed bottom-4 left-4 z-40 m-0 w-[calc(100%-6rem)] max-w-sm rounded-2xl border border-brand-100 bg-white p-6 text-slate-800 shadow-2xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200"
    >
      <div className="flex items-start justify-between gap-3">
        <p className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700 dark:bg-slate-800 dark:text-brand-100">
          <Gift aria-hidden="true" className="h-4 w-4" />
          {t("badge")}
        </p>
        <button
          type="button"
          aria-label={t("close")}
          onClick={onClose}
          className="-mt-2 -mr-2 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      <h2 id={titleId} className="mt-3 text-xl font-bold text-slate-900 dark:text-white">
        {offer.title}
      </h2>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{offer.text}</p>
      <Link
        to="/contact"
        onClick={onClose}
        className="mt-5 inline-flex rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
      >
        {t("button")}
      </Link>
    </dialog>
  );
}
