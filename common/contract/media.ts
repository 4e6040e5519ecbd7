import * as z from "zod/mini";
import {
  focalPointSchema,
  mediaAltInputSchema,
  mediaItemSchema,
  mediaListQuerySchema,
  mediaUsageSchema,
} from "../media";
import { answer, endpoint, error } from "./endpoint";

const params = { id: "The image's _id" };
const notFoundAnswer = { "404": error("Unknown id") };

/** Uploaded images: staff only; kept in the media store and served at /media/. */
export const mediaContract = {
  listMedia: endpoint({
    method: "get",
    path: "/media",
    operationId: "listMedia",
    summary: "Uploaded images, newest first; `search` keeps those whose file name or alternative text contains it",
    role: "staff",
    query: mediaListQuerySchema,
    responses: { "200": answer("Images", z.array(mediaItemSchema)), "400": error("Invalid query") },
  }),
  uploadMedia: endpoint({
    method: "post",
    path: "/media",
    operationId: "uploadMedia",
    summary: "Upload an image (JPEG, PNG, WebP, GIF or AVIF, judged by content; at most 10 MB)",
    description:
      "The body is the file itself. `X-File-Name` (URI-encoded) names it in the library. The image is re-encoded to WebP at widths up to 480, 960 and 1600 pixels, metadata stripped.",
    role: "staff",
    headers: ["X-File-Name"],
    // The file's bytes, whatever type they declare: the server judges the content.
    body: {
      document: {
        required: true,
        content: { "application/octet-stream": { schema: { type: "string", format: "binary" } } },
      },
      contentType: "application/octet-stream",
      example: "image bytes",
    },
    responses: {
      "201": answer("Stored", mediaItemSchema),
      "400": error("Empty body"),
      "413": error("Larger than 10 MB or 50 megapixels"),
      "415": error("Not a JPEG, PNG, WebP, GIF or AVIF image"),
    },
  }),
  updateMediaAlt: endpoint({
    method: "patch",
    path: "/media/:id",
    operationId: "updateMediaAlt",
    summary: "Set an image's alternative text in each language",
    description: "Public pages show it as the alt text of the covers that use the image, in the page's language.",
    role: "staff",
    params,
    body: {
      name: "MediaAltInput",
      schema: mediaAltInputSchema,
      limit: "20kb",
      example: { alt: { en: "A red square", tr: "Kırmızı bir kare", ru: "Красный квадрат", az: "Qırmızı kvadrat" } },
    },
    responses: { "200": answer("Updated", mediaItemSchema), ...notFoundAnswer },
  }),
  setMediaFocalPoint: endpoint({
    method: "put",
    path: "/media/:id/focal-point",
    operationId: "setMediaFocalPoint",
    summary: "Set the point of an image that every crop keeps in view",
    description:
      "`x` and `y` are fractions of the width and height from the top left (0.5, 0.5 is the centre). Public pages position their cropped images by it and share cards are cut around it; their caches are cleared.",
    role: "staff",
    params,
    body: { name: "FocalPoint", schema: focalPointSchema, limit: "1kb", example: { x: 0.5, y: 0.3 } },
    responses: { "200": answer("Updated", mediaItemSchema), ...notFoundAnswer },
  }),
  listMediaUsage: endpoint({
    method: "get",
    path: "/media/:id/usage",
    operationId: "listMediaUsage",
    summary: "The posts that show an image, as cover or in their content",
    role: "staff",
    params,
    responses: { "200": answer("Posts", z.array(mediaUsageSchema)), ...notFoundAnswer },
  }),
  deleteMedia: endpoint({
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
  }),
};
