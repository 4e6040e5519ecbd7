// The addresses of library images, which public pages read without the schemas of common/media.ts.

// Stored file names are `{uuid}-{width}.webp` (server/db/media.server.ts).
const mediaUrlPattern = /^\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-\d+\.webp$/;

/** The upload an address under /media/ points to, or undefined for any other address. */
export function mediaIdOfUrl(url: string | null | undefined): string | undefined {
  return url?.match(mediaUrlPattern)?.[1];
}
