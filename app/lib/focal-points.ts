import type { CSSProperties } from "react";
import { useRouteLoaderData } from "react-router";
import { type FocalPoints, objectPositionOf } from "../../common/focal-point";

/** The inline style of one cropped image: its `object-position`, or undefined to keep the centre. */
export type CropStyle = (src: string | null | undefined) => CSSProperties | undefined;

/**
 * Crops library images around their focal points (docs/decisions/041): `object-position`
 * from the focal points the public layout's loader hands every page, so a crop needs no
 * script. The centre (undefined) for an image outside the library, one whose point was
 * never moved, or a page outside the public layout.
 */
export function useCropStyle(): CropStyle {
  const points = useRouteLoaderData<{ focalPoints: FocalPoints }>("routes/public/layout")?.focalPoints;
  return (src) => {
    const position = objectPositionOf(src, points);
    return position ? { objectPosition: position } : undefined;
  };
}
