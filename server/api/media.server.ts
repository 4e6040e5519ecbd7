import express, { type RequestHandler } from "express";
import { mediaContract } from "../../common/contract/media";
import { maxUploadMiB, maxUploadBytes } from "../../common/media";
import { currentUser } from "../auth/require-staff.server";
import { recordActivity } from "../db/activity.server";
import {
  deleteMedia,
  findMedia,
  listMedia,
  listMediaUsage,
  MediaInContentError,
  toMediaJson,
  updateMediaAlt,
  updateMediaFocalPoint,
} from "../db/media.server";
import { ImageTooLargeError, UnsupportedImageError } from "../media/image-variants.server";
import { mediaFileNames, storeImage } from "../media/store-image.server";
import { HttpError, notFound } from "../http-error.server";
import { implement } from "./operation.server";

/** The file's bytes as the body, whatever its declared type: the content decides. */
const imageBody: RequestHandler[] = [
  (req, _res, next) => {
    const declared = Number(req.headers["content-length"] ?? 0);
    next(declared > maxUploadBytes ? new HttpError(413, "imageTooLarge", { max: maxUploadMiB }) : undefined);
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

/** Uploaded images: staff only; kept in the media store and served at /media/ (common/contract/media.ts). */
export const mediaOperations = implement(mediaContract, {
  listMedia: {
    handle: async ({ query }, { db }) => ({ status: 200, body: (await listMedia(db, query)).map(toMediaJson) }),
  },
  uploadMedia: {
    read: imageBody,
    async handle({ req, res }, { db, mediaStore: store }) {
      if (!Buffer.isBuffer(req.body) || req.body.length === 0) throw new HttpError(400, "imageRequired");
      let row;
      try {
        row = await storeImage(db, store, req.body, {
          originalName: originalName(req.headers["x-file-name"]),
          uploadedBy: currentUser(res).id,
        });
      } catch (error) {
        if (error instanceof UnsupportedImageError) throw new HttpError(415, "unsupportedImage");
        if (error instanceof ImageTooLargeError) throw new HttpError(413, "imageTooManyPixels");
        throw error;
      }
      await recordActivity(db, {
        kind: "media.uploaded",
        subjectId: row.id,
        title: row.originalName,
        actorId: currentUser(res).id,
      });
      return { status: 201, body: toMediaJson(row) };
    },
  },
  updateMediaAlt: {
    async handle({ body: { alt }, params }, { db }) {
      const row = await updateMediaAlt(db, params.id, alt);
      if (!row) throw notFound("mediaNotFound");
      return { status: 200, body: toMediaJson(row) };
    },
  },
  setMediaFocalPoint: {
    async handle({ body, params }, { db }) {
      const row = await updateMediaFocalPoint(db, params.id, body);
      if (!row) throw notFound("mediaNotFound");
      return { status: 200, body: toMediaJson(row) };
    },
  },
  listMediaUsage: {
    async handle({ params: { id } }, { db }) {
      if (!(await findMedia(db, id))) throw notFound("mediaNotFound");
      return { status: 200, body: await listMediaUsage(db, id) };
    },
  },
  deleteMedia: {
    async handle({ res, params }, { db, mediaStore: store }) {
      let row;
      try {
        row = await deleteMedia(db, params.id);
      } catch (error) {
        if (error instanceof MediaInContentError) {
          throw new HttpError(409, "mediaInContent", { items: error.titles.join(", ") });
        }
        throw error;
      }
      if (!row) throw notFound("mediaNotFound");
      await store.remove(mediaFileNames(row.id, JSON.parse(row.widths) as number[]));
      await recordActivity(db, {
        kind: "media.deleted",
        subjectId: row.id,
        title: row.originalName,
        actorId: currentUser(res).id,
      });
      return { status: 204 };
    },
  },
});
