import { Gift, X } from "lucide-react";
import { type RefObject, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { SpecialOfferText } from "./special-offer";

/** What the offer must never cover: every form, and each item of a group marked `data-keep-clear`. */
const keptClear = "form, [data-keep-clear] > *";

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Whether `ref`'s box is clear of everything it must not cover, followed while the page scrolls. */
function useClearOfKeptElements(ref: RefObject<HTMLElement | null>): boolean {
  const [clear, setClear] = useState(false);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const box = ref.current?.getBoundingClientRect();
      if (!box) return;
      const covers = [...document.querySelectorAll(keptClear)].some((element) =>
        overlaps(box, element.getBoundingClientRect()),
      );
      setClear(!covers);
    };
    const schedule = () => {
      frame ||= window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    // The page's own layout can move the kept elements without a scroll (a font or an image
    // arriving late): measure again when the page's size changes.
    const layout = new ResizeObserver(schedule);
    layout.observe(document.body);
    return () => {
      layout.disconnect();
      window.cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [ref]);
  return clear;
}

/**
 * The special offer itself: a non-modal dialog, a card in a corner on larger screens (on a
 * desktop the right one, beside the floating buttons, clear of the hero's buttons) and a
 * small bottom sheet on a phone. It moves no content (no scroll lock), does not trap focus
 * or a screen reader, and stays hidden while it would cover the hero's buttons or a form;
 * Escape, the close button or a click outside it dismisses it.
 */
export default function SpecialOfferDialog({
  offer,
  onClose,
  onShown,
}: {
  offer: SpecialOfferText;
  onClose: () => void;
  onShown: () => void;
}) {
  const { t } = useTranslation("offer");
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const clear = useClearOfKeptElements(dialogRef);

  useEffect(() => {
    if (clear) onShown();
  }, [clear, onShown]);

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
      // Hidden with `visibility`, not unmounted: it keeps its place, so its box can be
      // measured against the page while it waits.
      className={`fixed inset-x-0 bottom-0 z-40 m-0 w-full max-w-none rounded-t-2xl border border-brand-100 bg-white px-5 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))] text-slate-800 shadow-2xl sm:inset-x-auto sm:bottom-4 sm:left-4 sm:w-[calc(100%-6rem)] sm:max-w-sm lg:right-24 lg:left-auto sm:rounded-2xl sm:p-6 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 ${clear ? "" : "invisible"}`}
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
      <h2 id={titleId} className="mt-2 text-lg font-bold text-slate-900 sm:mt-3 sm:text-xl dark:text-white">
        {offer.title}
      </h2>
      <p className="mt-1 line-clamp-2 text-sm text-slate-600 sm:mt-2 sm:line-clamp-none sm:text-base dark:text-slate-400">
        {offer.text}
      </p>
      <Link
        to="/contact"
        onClick={onClose}
        className="mt-3 inline-flex rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 sm:mt-5"
      >
        {t("button")}
      </Link>
    </dialog>
  );
}
