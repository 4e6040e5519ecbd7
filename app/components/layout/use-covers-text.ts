import { type RefObject, useEffect, useState } from "react";

/** Points of a box, 3 × 3, where a letter under it is looked for. */
function samplePoints(box: { left: number; top: number; width: number; height: number }) {
  const steps = [0.15, 0.5, 0.85];
  return steps.flatMap((x) => steps.map((y) => [box.left + box.width * x, box.top + box.height * y] as const));
}

/** Whether a letter of the page, outside `self`, is drawn at (x, y). */
function textAt(x: number, y: number, self: Element): boolean {
  for (const element of document.elementsFromPoint(x, y)) {
    if (self.contains(element) || element === document.body || element === document.documentElement) continue;
    for (const node of element.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom) return true;
      }
    }
  }
  return false;
}

/**
 * Whether the fixed element `ref` would sit on the page's text where it rests (its place
 * without the transform that moves it aside), measured again on scroll, on resize and on
 * every change of the page's size (late images, fonts, sections that settle).
 */
export function useCoversText(ref: RefObject<HTMLElement | null>): boolean {
  const [covers, setCovers] = useState(false);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const element = ref.current;
      if (!element) return;
      // Offsets ignore transforms: the place it rests in, even while it is moved aside.
      const box = {
        left: element.offsetLeft,
        top: element.offsetTop,
        width: element.offsetWidth,
        height: element.offsetHeight,
      };
      setCovers(samplePoints(box).some(([x, y]) => textAt(x, y, element)));
    };
    const schedule = () => {
      frame ||= window.requestAnimationFrame(measure);
    };
    const resized = new ResizeObserver(schedule);
    resized.observe(document.body);
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    schedule();
    return () => {
      window.cancelAnimationFrame(frame);
      resized.disconnect();
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [ref]);
  return covers;
}
