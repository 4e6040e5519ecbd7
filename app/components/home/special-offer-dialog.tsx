import { Gift, X } from "lucide-react";
import { type RefObject, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { textUnder } from "../layout/use-covers-text";
import type { SpecialOfferText } from "./special-offer";

/** What the offer must never cover besides text: every form, and each item of a group marked `data-keep-clear`. */
const keptClear = "form, [data-keep-clear] > *";

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Where the offer is a bar along the bottom of the screen (Tailwind's `sm` and below). */
const phoneQuery = "(max-width: 639.98px)";

/**
 * Whether `ref`'s box is clear of everything it must not cover, followed while the page
 * scrolls, resizes or changes its layout (a late image or font moves what it must keep
 * clear of without any scroll). On a phone the bar also waits below the first screen (it
 * shows once the visitor has scrolled by at least its height, so it never sits on the
 * screen the page opens with) and steps aside at the end of the page, over the footer's
 * last lines.
 */
function useClearOfKeptElements(ref: RefObject<HTMLElement | null>): boolean {
  const [clear, setClear] = useState(false);
  useEffect(() => {
    let frame = 0;
    const phone = window.matchMedia(phoneQuery);
    const measure = () => {
      frame = 0;
      const box = ref.current?.getBoundingClientRect();
      if (!box) return;
      const onFirstScreen = phone.matches && window.scrollY < box.height;
      const atTheEnd =
        phone.matches && window.scrollY + window.innerHeight > document.documentElement.scrollHeight - box.height;
      const covers = [...document.querySelectorAll(keptClear)].some((element) =>
        overlaps(box, element.getBoundingClientRect()),
      );
      // From `sm` the card floats over the page: it also waits for a place where it hides
      // no line of text. The phone's bar is a strip along the edge that the visitor
      // scrolls text through, so there it keeps to the rules above (decision 056).
      const coversText = !phone.matches && textUnder(box, ref.current!);
      setClear(!onFirstScreen && !atTheEnd && !covers && !coversText);
    };
    const schedule = () => {
      frame ||= window.requestAnimationFrame(measure);
    };
    const resized = new ResizeObserver(schedule);
    resized.observe(document.body);
    if (ref.current) resized.observe(ref.current);
    measure();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.cancelAnimationFrame(frame);
      resized.disconnect();
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [ref]);
  return clear;
}

/**
 * The special offer itself: a non-modal dialog, a card in a corner on larger screens (from
 * `md` stacked above the chat button, where the social rail steps aside for it: one
 * floating cluster) and on
 * a phone a compact bar along the bottom, its title and its button, that fits its text
 * (the longer text is for the card). It moves no content (no scroll lock), does not
 * trap focus or a screen reader, and stays hidden while it would cover the hero's buttons
 * or a form, or (as a card) any text, or, on a phone, the first screen; Escape, the close button or a click outside
 * it dismisses it.
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
      data-special-offer
      // Hidden with `visibility`, not unmounted: it keeps its place, so its box can be
      // measured against the page while it waits. On a phone a bar (title and close, then
      // the button); from `sm` a card (badge and close, title, text, button).
      className={`fixed inset-x-0 bottom-0 z-40 m-0 grid w-full max-w-none grid-cols-[1fr_auto] items-center gap-x-3 border-t border-brand-100 bg-white py-2 pr-2 pl-4 pb-[max(0.5rem,env(safe-area-inset-bottom))] text-slate-800 shadow-2xl [grid-template-areas:'title_close'_'link_link'] sm:inset-x-auto sm:bottom-4 sm:left-4 sm:w-[calc(100%-6rem)] sm:max-w-sm md:right-[max(1rem,env(safe-area-inset-right))] md:bottom-[calc(max(1rem,env(safe-area-inset-bottom))+4rem)] md:left-auto sm:items-start sm:rounded-2xl sm:border sm:p-6 sm:[grid-template-areas:'badge_close'_'title_title'_'text_text'_'link_link'] dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 ${clear ? "" : "invisible"}`}
    >
      <p className="hidden items-center gap-2 justify-self-start rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700 [grid-area:badge] sm:inline-flex dark:bg-slate-800 dark:text-brand-100">
        <Gift aria-hidden="true" className="h-4 w-4" />
        {t("badge")}
      </p>
      <button
        type="button"
        aria-label={t("close")}
        onClick={onClose}
        className="inline-flex h-10 w-10 shrink-0 items-center justify-center justify-self-end rounded-lg [grid-area:close] hover:bg-slate-100 sm:-mt-2 sm:-mr-2 dark:hover:bg-slate-800"
      >
        <X aria-hidden="true" className="h-5 w-5" />
      </button>
      <h2
        id={titleId}
        className="text-sm leading-5 font-bold text-slate-900 [grid-area:title] sm:mt-3 sm:text-xl sm:leading-7 dark:text-white"
      >
        {offer.title}
      </h2>
      <p className="mt-2 hidden text-base text-slate-600 [grid-area:text] sm:block dark:text-slate-400">{offer.text}</p>
      <Link
        to="/contact"
        onClick={onClose}
        className="mt-1 justify-self-start rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold whitespace-nowrap text-white [grid-area:link] hover:bg-brand-700 sm:mt-5 sm:px-5 sm:py-2.5 sm:text-base"
      >
        {t("button")}
      </Link>
    </dialog>
  );
}
