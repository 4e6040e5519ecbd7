import { ChevronLeft, ChevronRight, Maximize2, X } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { wrapIndex } from "~/lib/wrap-index";

/**
 * A project's screens: previous/next wrap around, in a bar under the image so they never sit
 * on the screen's own text; the enlarge button opens the current image full screen in a
 * modal <dialog> with its own previous, next and counter, which a click on the image or
 * the backdrop, the close button or Escape closes. Arrow keys step through it there. A
 * screen's caption, when staff wrote one, is shown under it in both views.
 */
export function ProjectGallery({
  images,
  title,
  captions = [],
}: {
  images: string[];
  title: string;
  captions?: string[];
}) {
  const { t } = useTranslation("portfolio");
  const [index, setIndex] = useState(0);
  // The full-screen view's controls exist only while it is open, so the page has one counter.
  const [enlarged, setEnlarged] = useState(false);
  const overlayRef = useRef<HTMLDialogElement>(null);
  const count = images.length;
  const alt = (position: number) => t("detail.imageAlt", { title, number: position + 1, count });
  const step = (by: number) => setIndex((current) => wrapIndex(current, by, count));
  const roundButton =
    "inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-lg hover:bg-white";
  const position = t("detail.position", { number: index + 1, count });
  const caption = captions[index] ?? "";

  /** Previous, the position and next: under the image, and again in the full-screen view. */
  const stepper = (tone: string) => (
    <div className="flex items-center justify-center gap-4">
      <button type="button" aria-label={t("detail.previous")} onClick={() => step(-1)} className={roundButton}>
        <ChevronLeft aria-hidden="true" className="h-6 w-6" />
      </button>
      <p aria-live="polite" className={`min-w-16 text-center text-sm tabular-nums ${tone}`}>
        {position}
      </p>
      <button type="button" aria-label={t("detail.next")} onClick={() => step(1)} className={roundButton}>
        <ChevronRight aria-hidden="true" className="h-6 w-6" />
      </button>
    </div>
  );

  return (
    <section aria-label={t("detail.gallery")} className="relative">
      <figure>
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
        {caption && (
          <figcaption className="mt-3 text-center text-sm text-slate-600 dark:text-slate-400">{caption}</figcaption>
        )}
      </figure>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={t("detail.enlarge")}
        onClick={() => {
          setEnlarged(true);
          overlayRef.current?.showModal();
        }}
        className={`${roundButton} absolute top-3 right-3`}
      >
        <Maximize2 aria-hidden="true" className="h-5 w-5" />
      </button>
      <div className="mt-3">{stepper("text-slate-600 dark:text-slate-400")}</div>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a click on the image or the backdrop closes the full-screen view; keyboard users have Escape and the close button */}
      <dialog
        ref={overlayRef}
        aria-label={alt(index)}
        onClose={() => setEnlarged(false)}
        onClick={(event) => {
          if (!(event.target as Element).closest("button")) overlayRef.current?.close();
        }}
        onKeyDown={(event) => {
          if (event.key === "ArrowLeft") step(-1);
          if (event.key === "ArrowRight") step(1);
        }}
        className="m-0 h-dvh max-h-none w-full max-w-none cursor-zoom-out bg-slate-950/95 p-0 backdrop:bg-slate-950/80"
      >
        <div className="flex h-full flex-col items-center justify-center gap-4 p-4 sm:p-10">
          <img
            src={images[index]}
            alt={alt(index)}
            width={1200}
            height={800}
            className="min-h-0 w-auto max-w-full flex-1 object-contain"
          />
          {enlarged && caption && <p className="text-center text-sm text-slate-200">{caption}</p>}
          {enlarged && <div className="cursor-default">{stepper("text-white")}</div>}
        </div>
        <button
          type="button"
          autoFocus
          aria-label={t("detail.close")}
          onClick={() => overlayRef.current?.close()}
          className={`${roundButton} absolute top-4 right-4`}
        >
          <X aria-hidden="true" className="h-6 w-6" />
        </button>
      </dialog>
    </section>
  );
}
