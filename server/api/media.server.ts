import express, { type RequestHandler, Router } from "express";
import type { Kysely } from "kysely";
import { mediaAltInputSchema, mediaListQuerySchema } from "../../common/media";
import { currentUser } from "../auth/require-staff.server";
import { recordActivity } from "../db/activity.server";
import { newId } from "../db/database.server";
import {
  deleteMedia,
  findMedia,
  insertMedia,
  listMedia,
  listMediaUsage,
  toMediaJson,
  updateMediaAlt,
  variantFileName,
} from "../db/media.server";
import type { DB } from "../db/schema.server";
import { encodeImageVariants, ImageTooLargeError, UnsupportedImageError } from "../media/image-variants.server";
import type { MediaStore } from "../media/media-store.server";
import { HttpError, notFound } from "../http-error.server";
import { jsonBody, parseBody, parseInput } from "./http.server";

export const maxUploadBytes = 10 * 1024 * 1024;

/** The file's bytes as the body, whatever its declared type: the content decides. */
const imageBody: RequestHandler[] = [
  (req, _res, next) => {
    const declared = Number(req.headers["content-length"] ?? 0);
    next(declared > maxUploadBytes ? new HttpError(413, "imageTooLarge", { max: 10 }) : undefined);
  },
  express.raw({ type: () => true, limit: maxUploadBytes }),
];

// eslint-disable-next-line no-control-regex -- control characters are exactly what a file name must not keep
const controlCharacters = /[\u0000-\u001f\u007f]/g;

/** The uploader's file name from `X-File-Name` (URI-encoded), only ever shown as text. */
function originalName(header: string | string[] | undefined): string {
  let name = typeof header === "string" ? header : "";
  try {
    name = decodeURIComponent(name);
  } catch {
    // Not URI-encoded: keep it as sent.
  }
  return name.replace(controlCharacters, "").trim().slice(0, 200) || "image";
}

/** The names of an upload's files, one per stored width. */
const fileNames = (id: string, widths: number[]) => widths.map((width) => variantFileName(id, width));

/** Uploaded images: staff only; kept in the media store and served at /media/. */
export function mediaRouter(db: Kysely<DB>, requireStaff: RequestHandler, store: MediaStore): Router {
  const router = Router();

  router.get("/media", requireStaff, async (req, res) => {
    const query = parseInput(mediaListQuerySchema, req.query);
    res.json((await listMedia(db, query)).map(toMediaJson));
  });

  router.post("/media", requireStaff, ...imageBody, async (req, res) => {
    if (!Buffer.isBuffer(req.body) || req.body.length === 0) throw new HttpError(400, "imageRequired");
    const id = newId();
    let image;
    try {
      image = await encodeImageVariants(req.body);
    } catch (error) {
      if (error instanceof UnsupportedImageError) throw new HttpError(415, "unsupportedImage");
      if (error instanceof ImageTooLargeError) throw new HttpError(413, "imageTooManyPixels");
      throw error;
    }
    const widths = image.variants.map((variant) => variant.width);
    await store.save(image.variants.map(({ width, bytes }) => ({ name: variantFileName(id, width), bytes })));
    let row;
    try {
      row = await insertMedia(db, {
        id,
        originalName: originalName(req.headers["x-file-name"]),
        width: image.width,
        height: image.height,
        widths: JSON.stringify(widths),
        bytes: image.variants.reduce((sum, variant) => sum + variant.bytes.length, 0),
        uploadedBy: currentUser(res).id,
        createdAt: new Date().toISOString(),
      });
    } catch (error) {
      await store.remove(fileNames(id, widths));
      throw error;
    }
    await recordActivity(db, {
      kind: "media.uploaded",
      subjectId: id,
      title: row.originalName,
      actorId: currentUser(res).id,
    });
    res.status(201).json(toMediaJson(row));
  });

  router.patch("/media/:id", requireStaff, ...jsonBody("20kb"), async (req, res) => {
    const { alt } = parseBody(mediaAltInputSchema, req);
    const row = await updateMediaAlt(db, req.params.id as string, alt);
    if (!row) throw notFound("mediaNotFound");
    res.json(toMediaJson(row));
  });

  router.get("/media/:id/usage", requireStaff, async (req, res) => {
    const id = req.params.id as string;
    if (!(await findMedia(db, id))) throw notFound("mediaNotFound");
    res.json(await listMediaUsage(db, id));
  });

  router.delete("/media/:id", requireStaff, async (req, res) => {
    const row = await deleteMedia(db, req.params.id as string);
    if (!row) throw notFound("mediaNotFound");
    await store.remove(fileNames(row.id, JSON.parse(row.widths) as number[]));
    await recordActivity(db, {
      kind: "media.deleted",
      subjectId: row.id,
      title: row.originalName,
      actorId: currentUser(res).id,
    });
    res.status(204).end();
  });

  return router;
}
