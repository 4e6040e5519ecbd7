import express, { type RequestHandler } from "express";
import * as z from "zod/mini";
import {
  focalPointSchema,
  maxUploadMiB,
  maxUploadBytes,
  mediaAltInputSchema,
  mediaItemSchema,
  mediaListQuerySchema,
  mediaUsageSchema,
} from "../../common/media";
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
import { answer, error, operation } from "./operation.server";

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

const params = { id: "The image's _id" };
const notFoundAnswer = { "404": error("Unknown id") };

/** Uploaded images: staff only; kept in the media store and served at /media/. */
export const mediaOperations = [
  operation({
    method: "get",
    path: "/media",
    operationId: "listMedia",
    summary: "Uploaded images, newest first; `search` keeps those whose file name or alternative text contains it",
    role: "staff",
    query: mediaListQuerySchema,
    responses: { "200": answer("Images", z.array(mediaItemSchema)), "400": error("Invalid query") },
    async handle({ res, query }, { db }) {
      res.json((await listMedia(db, query)).map(toMediaJson));
    },
  }),
  operation({
    method: "post",
    path: "/media",
    operationId: "uploadMedia",
    summary: "Upload an image (JPEG, PNG, WebP, GIF or AVIF, judged by content; at most 10 MB)",
    description:
      "The body is the file itself. `X-File-Name` (URI-encoded) names it in the library. The image is re-encoded to WebP at widths up to 480, 960 and 1600 pixels, metadata stripped.",
    role: "staff",
    headers: ["X-File-Name"],
    body: {
      read: imageBody,
      document: {
        required: true,
        content: { "application/octet-stream": { schema: { type: "string", format: "binary" } } },
      },
    },
    responses: {
      "201": answer("Stored", mediaItemSchema),
      "400": error("Empty body"),
      "413": error("Larger than 10 MB or 50 megapixels"),
      "415": error("Not a JPEG, PNG, WebP, GIF or AVIF image"),
    },
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
      res.status(201).json(toMediaJson(row));
    },
  }),
  operation({
    method: "patch",
    path: "/media/:id",
    operationId: "updateMediaAlt",
    summary: "Set an image's alternative text in each language",
    description: "Public pages show it as the alt text of the covers that use the image, in the page's language.",
    role: "staff",
    params,
    body: { name: "MediaAltInput", schema: mediaAltInputSchema, limit: "20kb" },
    responses: { "200": answer("Updated", mediaItemSchema), ...notFoundAnswer },
    async handle({ res, body: { alt }, params }, { db }) {
      const row = await updateMediaAlt(db, params.id, alt);
      if (!row) throw notFound("mediaNotFound");
      res.json(toMediaJson(row));
    },
  }),
  operation({
    method: "put",
    path: "/media/:id/focal-point",
    operationId: "setMediaFocalPoint",
    summary: "Set the point of an image that every crop keeps in view",
    description:
      "`x` and `y` are fractions of the width and height from the top left (0.5, 0.5 is the centre). Public pages position their cropped images by it and share cards are cut around it; their caches are cleared.",
    role: "staff",
    params,
    body: { name: "FocalPoint", schema: focalPointSchema, limit: "1kb" },
    responses: { "200": answer("Updated", mediaItemSchema), ...notFoundAnswer },
    async handle({ res, body, params }, { db }) {
      const row = await updateMediaFocalPoint(db, params.id, body);
      if (!row) throw notFound("mediaNotFound");
      res.json(toMediaJson(row));
    },
  }),
  operation({
    method: "get",
    path: "/media/:id/usage",
    operationId: "listMediaUsage",
    summary: "The posts that show an image, as cover or in their content",
    role: "staff",
    params,
    responses: { "200": answer("Posts", z.array(mediaUsageSchema)), ...notFoundAnswer },
    async handle({ res, params: { id } }, { db }) {
      if (!(await findMedia(db, id))) throw notFound("mediaNotFound");
      res.json(await listMediaUsage(db, id));
    },
  }),
  operation({
    method: "delete",
    path: "/media/:id",
    operationId: "deleteMedia",
    summary: "Delete an image and its files",
    description:
      "Posts that showed it are changed in the same transaction: a cover that was this image is cleared (the post shows its category's default image) and the image is removed from post content. An image that site content shows is not deleted (409).",
    role: "staff",
    params,
    responses: {
      "204": answer("Deleted"),
      ...notFoundAnswer,
      "409": error("Site content shows the image: the message names the items, where another must be chosen first"),
    },
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
      res.status(204).end();
    },
  }),
];
