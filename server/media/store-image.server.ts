import type { Kysely } from "kysely";
import { newId } from "../db/database.server";
import { insertMedia, variantFileName } from "../db/media.server";
import type { DB, MediaRow } from "../db/schema.server";
import { encodeImageVariants } from "./image-variants.server";
import type { MediaStore } from "./media-store.server";

/** The names of an upload's files, one per stored width. */
export const mediaFileNames = (id: string, widths: number[]) => widths.map((width) => variantFileName(id, width));

/**
 * Puts an image into the media library as an upload does: re-encoded to WebP variants
 * (metadata stripped), the files kept by the store, then its row; a failed row removes the
 * files. Throws `UnsupportedImageError` or `ImageTooLargeError` for what cannot be encoded.
 * The staff upload and the import (decision 059) both come through here.
 */
export async function storeImage(
  db: Kysely<DB>,
  store: MediaStore,
  bytes: Buffer,
  { originalName, uploadedBy, alt }: { originalName: string; uploadedBy: string | null; alt?: string },
): Promise<MediaRow> {
  const id = newId();
  const image = await encodeImageVariants(bytes);
  const widths = image.variants.map((variant) => variant.width);
  await store.save(image.variants.map(({ width, bytes }) => ({ name: variantFileName(id, width), bytes })));
  try {
    return await insertMedia(db, {
      id,
      originalName,
      width: image.width,
      height: image.height,
      widths: JSON.stringify(widths),
      bytes: image.variants.reduce((sum, variant) => sum + variant.bytes.length, 0),
      ...(alt !== undefined && { alt }),
      uploadedBy,
      createdAt: new Date().toISOString(),
    });
  } catch (error) {
    await store.remove(mediaFileNames(id, widths));
    throw error;
  }
}
