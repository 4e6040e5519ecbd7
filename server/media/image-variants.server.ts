import type { Metadata } from "sharp";
import { variantWidths } from "../../common/media-address";

/** What an upload may be, decided by its bytes, never by its name or content type. */
const acceptedFormats = new Set(["jpeg", "png", "webp", "gif", "avif"]);

/** Larger images are refused before decoding (a small file can hold a huge bitmap). */
const maxInputPixels = 50_000_000;

export class UnsupportedImageError extends Error {}
export class ImageTooLargeError extends Error {}

export interface EncodedImage {
  width: number;
  height: number;
  /** One WebP per stored width, narrowest first. */
  variants: { width: number; bytes: Buffer }[];
}

/** sharp (libvips) is loaded on the first upload, not at start: most processes never need it. */
export const loadSharp = async () => (await import("sharp")).default;

/** The header of an accepted format (read without decoding the pixels), else undefined. */
async function readHeader(input: Buffer): Promise<Metadata | undefined> {
  let metadata: Metadata;
  try {
    const sharp = await loadSharp();
    metadata = await sharp(input, { animated: true }).metadata();
  } catch {
    return undefined;
  }
  // AVIF is an HEIF container holding AV1; other HEIF (HEIC) is not accepted.
  const format = metadata.format === "heif" ? (metadata.compression === "av1" ? "avif" : "heic") : metadata.format;
  return acceptedFormats.has(format) ? metadata : undefined;
}

/**
 * Checks the upload's content, then re-encodes it to WebP at a few widths with all
 * metadata (EXIF, GPS, ICC names) stripped.
 */
export async function encodeImageVariants(input: Buffer): Promise<EncodedImage> {
  const metadata = await readHeader(input);
  if (!metadata) throw new UnsupportedImageError();
  const { width = 0, height = 0, pageHeight, orientation = 1 } = metadata;
  // For an animation `height` covers every frame stacked, which is what decoding costs.
  if (width * height > maxInputPixels) throw new ImageTooLargeError();
  const sharp = await loadSharp();
  const image = sharp(input, { animated: true, limitInputPixels: maxInputPixels, failOn: "error" });
  // Orientation from EXIF is applied before the metadata goes; 5 to 8 turn it a quarter.
  const frameHeight = pageHeight ?? height;
  const quarterTurn = orientation >= 5;
  const orientedWidth = quarterTurn ? frameHeight : width;
  const orientedHeight = quarterTurn ? width : frameHeight;

  const widths: number[] = variantWidths.filter((candidate) => candidate < orientedWidth);
  if (widths.length < variantWidths.length) widths.push(Math.min(orientedWidth, variantWidths.at(-1)!));

  let outputs: Buffer[];
  try {
    outputs = await Promise.all(
      widths.map((target) =>
        image.clone().autoOrient().resize({ width: target, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
      ),
    );
  } catch {
    // The header looked right but the data does not decode (truncated or corrupt).
    throw new UnsupportedImageError();
  }

  return {
    width: orientedWidth,
    height: orientedHeight,
    variants: widths.map((target, index) => ({ width: target, bytes: outputs[index]! })),
  };
}
