import { useEffect, useState } from "react";

/**
 * True while the visitor scrolls down the page (reading on), false once they scroll back up
 * or reach the end. Small moves are ignored, so a shaky thumb does not flicker it.
 */
export function useScrollingDown(threshold = 8): boolean {
  const [down, setDown] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const update = () => {
      const y = window.scrollY;
      const atEnd = window.innerHeight + y >= document.documentElement.scrollHeight - 2;
      if (atEnd) setDown(false);
      else if (Math.abs(y - last) >= threshold) setDown(y > last);
      else return;
      last = y;
    };
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return down;
}
