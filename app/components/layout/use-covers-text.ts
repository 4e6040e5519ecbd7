import { type RefObject, useEffect, useState } from "react";

export type Box = { left: number; top: number; right: number; bottom: number };

const intersects = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Whether a line of the page's text, outside `self`, runs under `box`. */
export function textUnder(box: Box, self: Element): boolean {
  // The elements under a 5 × 5 grid of the box; each one's own text is then measured.
  const steps = [0.05, 0.275, 0.5, 0.725, 0.95];
  const elements = new Set(
    steps.flatMap((x) =>
      steps.flatMap((y) =>
        document.elementsFromPoint(box.left + (box.right - box.left) * x, box.top + (box.bottom - box.top) * y),
      ),
    ),
  );
  for (const element of elements) {
    if (self.contains(element) || element === document.body || element === document.documentElement) continue;
    for (const node of element.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some((rect) => intersects(rect, box))) return true;
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
      const [left, top] = [element.offsetLeft, element.offsetTop];
      setCovers(
        textUnder({ left, top, right: left + element.offsetWidth, bottom: top + element.offsetHeight }, element),
      );
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
