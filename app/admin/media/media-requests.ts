import type { MediaAlt, MediaItem, MediaUsage } from "../../../common/media";
import type { FocalPoint } from "../../../common/focal-point";
import { adminFetch } from "~/admin/ui/api";

/** What the media library screen asks of the API. */
export type MediaChange =
  | { intent: "alt"; id: string; alt: MediaAlt }
  | { intent: "focalPoint"; id: string; focalPoint: FocalPoint }
  | { intent: "delete"; id: string };

export function changeMedia(change: MediaChange): Promise<MediaItem | undefined> {
  const path = `/api/media/${encodeURIComponent(change.id)}`;
  switch (change.intent) {
    case "alt":
      return adminFetch<MediaItem>(path, { method: "PATCH", json: { alt: change.alt } });
    case "focalPoint":
      return adminFetch<MediaItem>(`${path}/focal-point`, { method: "PUT", json: change.focalPoint });
    case "delete":
      return adminFetch<undefined>(path, { method: "DELETE" });
  }
}

/** The posts that show an image: what the delete warning lists. */
export function fetchMediaUsage(id: string, signal?: AbortSignal): Promise<MediaUsage[]> {
  return adminFetch<MediaUsage[]>(`/api/media/${encodeURIComponent(id)}/usage`, { signal });
}

/** The address to paste elsewhere: absolute, on this site. */
export function absoluteMediaUrl(url: string): string {
  return new URL(url, window.location.origin).href;
}
