// Where a crop keeps an image's subject (docs/decisions/041), as public pages apply it:
// without Zod, so their bundle stays light (the schema is in common/media.ts).
import { mediaIdOfUrl } from "./media-address";

/** Fractions of the width and height from the top left corner; `{ x: 0.5, y: 0.5 }` is the centre. */
export interface FocalPoint {
  x: number;
  y: number;
}

/** The focal points that are not the centre, by image id. */
export type FocalPoints = Record<string, FocalPoint>;

/** The CSS `object-position` that keeps a focal point in view: "30% 70%". */
export function objectPosition({ x, y }: FocalPoint): string {
  const percent = (fraction: number) => `${Math.round(fraction * 1000) / 10}%`;
  return `${percent(x)} ${percent(y)}`;
}

/** The `object-position` of a cropped image at `src`: its focal point's, or undefined for the centre or an image outside the library. */
export function objectPositionOf(src: string | null | undefined, points: FocalPoints | undefined): string | undefined {
  const id = mediaIdOfUrl(src);
  const point = id ? points?.[id] : undefined;
  return point && objectPosition(point);
}
