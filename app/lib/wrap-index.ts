/** An index moved by `step` that wraps around a list of `count` items (carousels, galleries). */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
