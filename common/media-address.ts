// The addresses of library images, which public pages read without the schemas of common/media.ts.

/** Stored widths; an image narrower than the smallest is kept at its own width. */
export const variantWidths = [480, 960, 1600] as const;

// Stored file names are `{uuid}-{width}.webp` (server/db/media.server.ts).
const mediaUrlPattern = /^\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(\d+)\.webp$/;

/** The upload an address under /media/ points to, or undefined for any other address. */
export function mediaIdOfUrl(url: string | null | undefined): string | undefined {
  return url?.match(mediaUrlPattern)?.[1];
}

/**
 * The smallest stored width of the image at `url`, for a thumbnail: every image wider than
 * the smallest width is also stored at it. Any other address is answered as it is.
 */
export function thumbnailUrl(url: string): string {
  const [, id, width] = url.match(mediaUrlPattern) ?? [];
  return id && Number(width) > variantWidths[0] ? `/media/${id}-${variantWidths[0]}.webp` : url;
}
