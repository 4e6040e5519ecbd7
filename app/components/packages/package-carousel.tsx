import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCarousel } from "~/components/ui/use-carousel";
import { useMediaQuery } from "~/components/ui/use-media-query";
import type { Package } from "~/lib/site-content";
import { PackageCard } from "./package-card";

const perView = 3;
const autoplayMs = 3000;

/**
 * The package cards: a grid below 1024 px; from 1024 px a carousel of three per view that
 * moves one card at a time (500 ms), plays every 3 s, loops without end and has dots.
 * Endless looping: the first three cards follow the last as copies; stepping from the last
 * card slides onto the copies and then jumps back to the identical start without animation.
 */
export function PackageCarousel({ packages }: { packages: Package[] }) {
  const { t } = useTranslation("packages");
  const wide = useMediaQuery("(min-width: 1024px)");
  const count = packages.length;
  const { index, goTo, pauseProps } = useCarousel(count, wide ? autoplayMs : undefined);
  const [track, setTrack] = useState({ position: 0, animate: true });
  const shownIndex = useRef(index);

  useEffect(() => {
    const from = shownIndex.current;
    shownIndex.current = index;
    if (from === index) return;
    if (from === count - 1 && index === 0) return setTrack({ position: count, animate: true });
    if (from === 0 && index === count - 1) {
      // Backwards over the seam: jump to the copies of the start, then slide one back.
      setTrack({ position: count, animate: false });
      const frame = requestAnimationFrame(() =>
        requestAnimationFrame(() => setTrack({ position: count - 1, animate: true })),
      );
      return () => cancelAnimationFrame(frame);
    }
    setTrack({ position: index, animate: true });
  }, [index, count]);

  const onTransitionEnd = (event: React.TransitionEvent) => {
    if (event.target === event.currentTarget && track.position >= count)
      setTrack({ position: track.position - count, animate: false });
  };

  const slides = [...packages, ...packages.slice(0, perView)];
  return (
    <div role="region" aria-roledescription="carousel" aria-label={t("carousel")} {...pauseProps}>
      <div className="-mx-3 py-5 lg:overflow-hidden">
        <div
          onTransitionEnd={onTransitionEnd}
          style={{ "--offset": `${(-track.position * 100) / perView}%` } as React.CSSProperties}
          className={`grid gap-6 px-3 sm:grid-cols-2 lg:flex lg:gap-0 lg:px-0 lg:[transform:translateX(var(--offset))] ${
            track.animate ? "lg:transition-transform lg:duration-500 lg:ease-in-out" : ""
          }`}
        >
          {slides.map((item, slide) => {
            const copy = slide >= count;
            // The grid shows the cards once; the copies exist only for the carousel's loop.
            const inView = wide ? slide >= track.position && slide < track.position + perView : !copy;
            return (
              <div
                key={`${item.id}-${copy ? "copy" : "card"}`}
                role="group"
                aria-roledescription="slide"
                aria-label={t("slide", { number: (slide % count) + 1, count })}
                aria-hidden={!inView}
                inert={!inView}
                className={`lg:w-1/3 lg:shrink-0 lg:px-3 ${copy ? "hidden lg:block" : ""}`}
              >
                <PackageCard item={item} />
              </div>
            );
          })}
        </div>
      </div>
      <div className="mt-6 hidden justify-center gap-1 lg:flex">
        {packages.map((item, position) => (
          <button
            key={item.id}
            type="button"
            aria-label={t("goTo", { number: position + 1 })}
            aria-current={position === index}
            onClick={() => goTo(position)}
            className="group inline-flex h-8 w-8 items-center justify-center"
          >
            <span className="h-2.5 w-2.5 rounded-full bg-slate-300 transition-all group-aria-current:w-6 group-aria-current:bg-brand-600 dark:bg-slate-600" />
          </button>
        ))}
      </div>
    </div>
  );
}
