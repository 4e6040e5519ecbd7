import type { RequestHandler } from "express";

/** A file name never changes content (a new upload gets a new id), so browsers keep it for good. */
export const mediaCacheControl = "public, max-age=31536000, immutable";

/** What /media/ answers for a file it does not hold: plain text, never a page. */
export const notFoundFile: RequestHandler = (_req, res) => void res.status(404).type("text/plain").send("Not found");
