import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { type FigureSuffix, formatFigure } from "~/lib/format-figure";
import { useHydrated } from "~/lib/hydration";
import { prefersReducedMotion } from "./reduced-motion";

interface CountUpProps {
  value: number;
  suffix?: FigureSuffix;
  /** Starts the count once true (the block came into view). */
  start: boolean;
  durationMs?: number;
}

const easeOutCubic = (progress: number) => 1 - (1 - progress) ** 3;

/**
 * A figure that counts from zero to its value over two seconds once `start` is true.
 * The server renders the final figure (crawlers and visitors without scripts see it),
 * and an invisible copy of it reserves the width, so counting never shifts the layout.
 */
export function CountUp({ value, suffix = "", start, durationMs = 2000 }: CountUpProps) {
  const { i18n } = useTranslation();
  // Hydration renders the server's final figure; only then does counting take over.
  const counts = useHydrated() && !prefersReducedMotion();
  const [counted, setCounted] = useState(0);

  useEffect(() => {
    if (!counts || !start) return;
    let frame = 0;
    const startedAt = performance.now();
    const tick = (now: number) => {
      const progress = Math.min(1, (now - startedAt) / durationMs);
      setCounted(Math.round(value * easeOutCubic(progress)));
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [counts, start, value, durationMs]);

  const format = (figure: number) => formatFigure(figure, suffix, i18n.language);
  return (
    <span className="inline-grid tabular-nums">
      <span aria-hidden="true" className="invisible [grid-area:1/1]">
        {format(value)}
      </span>
      <span className="[grid-area:1/1]">{format(counts ? counted : value)}</span>
    </span>
  );
}
