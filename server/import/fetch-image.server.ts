import { maxUploadBytes } from "../../common/media";
import { propertyOf } from "../../common/property-of";

/** An image that could not be brought over: the reason goes into the report. */
export class ImageFetchError extends Error {}

export interface ImageFetchLimits {
  /** The longest a download may take, headers and body. */
  timeoutMs: number;
  /** The largest body read: what an upload may be. */
  maxBytes: number;
}

export const defaultImageFetchLimits: ImageFetchLimits = { timeoutMs: 20_000, maxBytes: maxUploadBytes };

/**
 * An image's bytes from the old site over HTTP(S), bounded in time and size: a slow or
 * huge answer is cut off, never waited for or held whole. Throws `ImageFetchError` with a
 * reason a person reads (the status, "timed out", "larger than 10 MB").
 */
export async function fetchImage(url: string, limits: ImageFetchLimits = defaultImageFetchLimits): Promise<Buffer> {
  let address: URL;
  try {
    address = new URL(url);
  } catch {
    throw new ImageFetchError("not an address");
  }
  if (address.protocol !== "http:" && address.protocol !== "https:") throw new ImageFetchError("not http(s)");
  const signal = AbortSignal.timeout(limits.timeoutMs);
  try {
    const response = await fetch(address, { signal, redirect: "follow", headers: { accept: "image/*" } });
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw new ImageFetchError(`HTTP ${response.status}`);
    }
    const declared = Number(response.headers.get("content-length") ?? 0);
    if (declared > limits.maxBytes) {
      await response.body.cancel();
      throw new ImageFetchError(`larger than ${Math.round(limits.maxBytes / 1024 / 1024)} MB`);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const body = response.body.getReader();
    for (;;) {
      const { done, value } = await body.read();
      if (done) break;
      size += value.length;
      if (size > limits.maxBytes) {
        await body.cancel();
        throw new ImageFetchError(`larger than ${Math.round(limits.maxBytes / 1024 / 1024)} MB`);
      }
      chunks.push(Buffer.from(value));
    }
    return Buffer.concat(chunks);
  } catch (error) {
    if (error instanceof ImageFetchError) throw error;
    if (signal.aborted) throw new ImageFetchError("timed out");
    const cause = propertyOf(propertyOf(error, "cause"), "code");
    throw new ImageFetchError(
      typeof cause === "string" ? cause : error instanceof Error ? error.message : String(error),
    );
  }
}
