import { ChevronLeft, ChevronRight, Maximize2, X } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { wrapIndex } from "~/lib/wrap-index";

/**
 * A project's screens: previous/next wrap around; the enlarge button opens the current
 * image full screen in a modal <dialog>, which a click anywhere or Escape closes.
 */
export function ProjectGallery({ images, title }: { images: string[]; title: string }) {
  const { t } = useTranslation("portfolio");
  const [index, setIndex] = useState(0);
  const overlayRef = useRef<HTMLDialogElement>(null);
  const count = images.length;
  const alt = (position: number) => t("detail.imageAlt", { title, number: position + 1, count });
  const step = (by: number) => setIndex((current) => wrapIndex(current, by, count));
  /** The gallery's round buttons over the image: previous, next, enlarge and close. */
  const roundButton =
    "absolute inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-lg hover:bg-white";
  const arrowClass = `${roundButton} top-1/2 -translate-y-1/2`;

  return (
    <section aria-label={t("detail.gallery")} className="relative">
      <div className="overflow-hidden rounded-2xl bg-slate-100 shadow-xl dark:bg-slate-900">
        <img
          src={images[index]}
          alt={alt(index)}
          width={1200}
          height={800}
          decoding="async"
          className="h-auto w-full"
        />
      </div>
      <button
        type="button"
        aria-label={t("detail.previous")}
        onClick={() => step(-1)}
        className={`${arrowClass} left-3`}
      >
        <ChevronLeft aria-hidden="true" className="h-6 w-6" />
      </button>
      <button type="button" aria-label={t("detail.next")} onClick={() => step(1)} className={`${arrowClass} right-3`}>
        <ChevronRight aria-hidden="true" className="h-6 w-6" />
      </button>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={t("detail.enlarge")}
        onClick={() => overlayRef.current?.showModal()}
        className={`${roundButton} top-3 right-3`}
      >
        <Maximize2 aria-hidden="true" className="h-5 w-5" />
      </button>
      <p aria-live="polite" className="mt-3 text-center text-sm text-slate-600 dark:text-slate-400">
        {t("detail.position", { number: index + 1, count })}
      </p>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click anywhere closes the full-screen image; keyboard users have Escape and the close button */}
      <dialog
        ref={overlayRef}
        aria-label={alt(index)}
        onClick={() => overlayRef.current?.close()}
        className="m-0 h-dvh max-h-none w-full max-w-none cursor-zoom-out bg-slate-950/95 p-0 backdrop:bg-slate-950/80"
      >
        <div className="flex h-full items-center justify-center p-4 sm:p-10">
          <img
            src={images[index]}
            alt={alt(index)}
            width={1200}
            height={800}
            className="max-h-full w-auto max-w-full object-contain"
          />
        </div>
        <button type="button" autoFocus aria-label={t("detail.close")} className={`${roundButton} top-4 right-4`}>
          <X aria-hidden="true" className="h-6 w-6" />
        </button>
      </dialog>
    </section>
  );
}
