import type { OutgoingHttpHeaders, ServerResponse } from "node:http";

/**
 * The Content-Type a response actually sent, however it was written (docs/decisions/050):
 * `res.setHeader` then `res.end`, or `res.writeHead(status, headers)` with the headers as
 * an object or as the flat list ready bytes use (`writeReadyBytes`), which Node writes
 * without keeping them, so `res.getHeader` no longer sees them. Call before anything is
 * written; read the answer on `finish`.
 */
export function watchContentType(res: ServerResponse): () => string {
  let written: string | undefined;
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    written = contentTypeIn(args.at(-1));
    return (writeHead as (...rest: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse["writeHead"];
  return () => written ?? String(res.getHeader("content-type") ?? "");
}

function contentTypeIn(headers: unknown): string | undefined {
  if (Array.isArray(headers)) {
    // Flat [name, value, …] or pairs [[name, value], …].
    const flat: unknown[] = Array.isArray(headers[0]) ? headers.flat() : headers;
    for (let index = 0; index + 1 < flat.length; index += 2)
      if (String(flat[index]).toLowerCase() === "content-type") return String(flat[index + 1]);
    return undefined;
  }
  if (headers && typeof headers === "object") {
    for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders))
      if (name.toLowerCase() === "content-type") return String(value);
  }
  return undefined;
}
