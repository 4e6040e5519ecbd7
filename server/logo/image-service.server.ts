import { loadSharp } from "../media/image-variants.server";
import type { LogoProposal, LogoRequest } from "../../common/logo";
import type { Config } from "../config.server";
import type { Logger } from "../logger.server";
import { imageSignature } from "./order-links.server";

// An optional OpenAI-compatible image-generation service (POST /v1/images/generations,
// answers as base64 PNG). Its pictures join the generator's proposals; a failure, a wrong
// answer or an answer later than the timeout leaves only the generator's, which never wait
// on it.

type ImageService = NonNullable<Config["logoImages"]>;

export const imagesPerRequest = 2;

function prompt({ name, description, style, colour }: LogoRequest): string {
  return [
    `A flat vector logo for a business named "${name}".`,
    `The business: ${description}.`,
    style ? `Style: ${style}.` : "",
    colour ? `Main colour: ${colour}.` : "",
    "A simple icon with the name, on a plain white background; no mockup, no photo.",
  ]
    .filter(Boolean)
    .join(" ");
}

/** A PNG the service sent, checked and re-encoded (at most 512 px, no metadata) as base64. */
async function checkedPng(base64: unknown): Promise<string | undefined> {
  if (typeof base64 !== "string" || base64.length > 12_000_000) return undefined;
  const bytes = Buffer.from(base64, "base64");
  const sharp = await loadSharp();
  const { format } = await sharp(bytes).metadata();
  if (format !== "png" && format !== "webp" && format !== "jpeg") return undefined;
  const png = await sharp(bytes).resize(512, 512, { fit: "inside", withoutEnlargement: true }).png().toBuffer();
  return png.toString("base64");
}

/** The service's proposals for a request, or none when it fails or is slow. */
export async function imageServiceProposals(
  service: ImageService,
  request: LogoRequest,
  { secret, logger }: { secret: string; logger: Logger },
): Promise<LogoProposal[]> {
  try {
    const response = await fetch(new URL("/v1/images/generations", service.url), {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(service.key ? { authorization: `Bearer ${service.key}` } : {}),
      },
      body: JSON.stringify({
        ...(service.model ? { model: service.model } : {}),
        prompt: prompt(request),
        n: imagesPerRequest,
        size: "1024x1024",
        response_format: "b64_json",
      }),
      signal: AbortSignal.timeout(service.timeoutMs),
    });
    if (!response.ok) throw new Error(`image service answered ${response.status}`);
    const answer = (await response.json()) as { data?: { b64_json?: unknown }[] };
    const images = await Promise.all(
      (answer.data ?? []).slice(0, imagesPerRequest).map((item) => checkedPng(item.b64_json)),
    );
    return images
      .filter((image): image is string => image !== undefined)
      .map((image) => ({
        source: "image-service" as const,
        image: `data:image/png;base64,${image}`,
        signature: imageSignature(secret, image),
      }));
  } catch (error) {
    logger.warn({ err: error }, "logo image service failed; showing the generator's proposals alone");
    return [];
  }
}
