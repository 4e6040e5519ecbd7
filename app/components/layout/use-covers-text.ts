import { type RefObject, useEffect, useState } from "react";

export type Box = { left: number; top: number; right: number; bottom: number };

const intersects = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Whether a line of the page's text, outside `self`, runs under `box`. Every text node's
 * lines are measured (under a millisecond on the home page), not a grid of points: a
 * line may reach only a few pixels into the box, between any grid's points. A line that
 * meets the box counts if it is seen there: its element is hit at the middle of the overlap
 * (not clipped away by an overflow or a clip-path, nor hidden).
 */
export function textUnder(box: Box, self: Element): boolean {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || self.contains(parent) || !node.textContent?.trim()) continue;
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) {
      if (!intersects(rect, box)) continue;
      const x = (Math.max(rect.left, box.left) + Math.min(rect.right, box.right)) / 2;
      const y = (Math.max(rect.top, box.top) + Math.min(rect.bottom, box.bottom)) / 2;
      if (document.elementsFromPoint(x, y).includes(parent)) return true;
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
