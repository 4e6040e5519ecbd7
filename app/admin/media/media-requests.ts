import { mediaContract } from "../../../common/contract/media";
import type { MediaAlt } from "../../../common/media";
import type { FocalPoint } from "../../../common/focal-point";
import { adminCall, adminLoad } from "~/admin/ui/api";

/** What the media library screen asks of the API. */
export type MediaChange =
  | { intent: "alt"; id: string; alt: MediaAlt }
  | { intent: "focalPoint"; id: string; focalPoint: FocalPoint }
  | { intent: "delete"; id: string };

export function changeMedia(change: MediaChange) {
  const params = { id: change.id };
  switch (change.intent) {
    case "alt":
      return adminCall(mediaContract.updateMediaAlt, { params, body: { alt: change.alt } });
    case "focalPoint":
      return adminCall(mediaContract.setMediaFocalPoint, { params, body: change.focalPoint });
    case "delete":
      return adminCall(mediaContract.deleteMedia, { params });
  }
}

/** The posts that show an image: what the delete warning lists. */
export const fetchMediaUsage = (id: string, signal: AbortSignal) =>
  adminLoad(signal, mediaContract.listMediaUsage, { params: { id } });

/** The address to paste elsewhere: absolute, on this site. */
export function absoluteMediaUrl(url: string): string {
  return new URL(url, window.location.origin).href;
}
