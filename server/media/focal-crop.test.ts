import { describe, expect, it } from "vitest";
import { focalCrop } from "./focal-crop.server";

const card = { width: 1200, height: 630 };

describe("a crop around the focal point", () => {
  it("scales the image to cover the target and centres the target on the point", () => {
    expect(focalCrop({ width: 1200, height: 800 }, card, { x: 0.5, y: 0.5 })).toEqual({
      width: 1200,
      height: 800,
      left: 0,
      top: 85,
    });
    expect(focalCrop({ width: 600, height: 400 }, card, { x: 0.5, y: 0.6 })).toEqual({
      width: 1200,
      height: 800,
      left: 0,
      top: 165,
    });
  });

  it("stays inside the image where the point is near an edge", () => {
    expect(focalCrop({ width: 1200, height: 800 }, card, { x: 0.5, y: 0 }).top).toBe(0);
    expect(focalCrop({ width: 1200, height: 800 }, card, { x: 0.5, y: 1 }).top).toBe(170);
    const tall = { width: 400, height: 1600 };
    expect(focalCrop(tall, card, { x: 0, y: 0.25 })).toEqual({ width: 1200, height: 4800, left: 0, top: 885 });
    const wide = { width: 3000, height: 630 };
    expect(focalCrop(wide, card, { x: 1, y: 0.5 })).toEqual({ width: 3000, height: 630, left: 1800, top: 0 });
  });
});
