// Uploaded images as the API shows them: WebP files at a few widths under /media/.
import * as z from "zod/mini";
import { count, id, timestamp } from "./fields";

const pixels = z.int().check(z.minimum(1));

export const mediaItemSchema = z.strictObject({
  _id: id,
  url: z.string().check(z.describe("The largest WebP variant, under /media/: what a post's cover image stores")),
  variants: z.array(z.strictObject({ width: pixels, url: z.string() })),
  width: pixels,
  height: pixels,
  originalName: z.string(),
  bytes: count,
  createdAt: timestamp,
});
export type MediaItem = z.infer<typeof mediaItemSchema>;
