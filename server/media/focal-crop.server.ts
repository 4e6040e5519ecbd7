import type { FocalPoint } from "../../common/focal-point";

export interface Size {
  width: number;
  height: number;
}

/**
 * How to cut `target` out of an image of `source` size around its focal point, as CSS
 * `object-fit: cover` with `object-position` does (docs/decisions/041): scale the image
 * until it covers the target, then place the target's centre on the focal point, moved
 * back inside the image where the point is near an edge.
 */
export function focalCrop(source: Size, target: Size, point: FocalPoint): Size & { left: number; top: number } {
  const scale = Math.max(target.width / source.width, target.height / source.height);
  const width = Math.max(target.width, Math.round(source.width * scale));
  const height = Math.max(target.height, Math.round(source.height * scale));
  const place = (focus: number, full: number, part: number) =>
    Math.min(Math.max(Math.round(focus * full - part / 2), 0), full - part);
  return {
    width,
    height,
    left: place(point.x, width, target.width),
    top: place(point.y, height, target.height),
  };
}
