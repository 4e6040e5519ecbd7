import { useCallback, useEffect, useState } from "react";
import { wrapIndex } from "~/lib/wrap-index";
import { prefersReducedMotion } from "./reduced-motion";

/**
 * Index state of a carousel: next and previous wrap around, `goTo` jumps, and with
 * `autoplayMs` it advances on its own unless paused (hover or focus inside) or the
 * visitor prefers reduced motion.
 */
export function useCarousel(count: number, autoplayMs?: number) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const step = useCallback((by: number) => setIndex((current) => wrapIndex(current, by, count)), [count]);

  useEffect(() => {
    if (!autoplayMs || paused || prefersReducedMotion()) return;
    const timer = window.setInterval(() => step(1), autoplayMs);
    return () => window.clearInterval(timer);
  }, [autoplayMs, paused, step]);

  return {
    index,
    next: () => step(1),
    previous: () => step(-1),
    goTo: (target: number) => setIndex(wrapIndex(target, 0, count)),
    /** Spread on the carousel's root: hovering or focusing inside pauses autoplay. */
    pauseProps: {
      onMouseEnter: () => setPaused(true),
      onMouseLeave: () => setPaused(false),
      onFocus: () => setPaused(true),
      onBlur: (event: React.FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false);
      },
    },
  };
}
