import { useTranslation } from "react-i18next";
import type { MediaItem } from "../../../common/media";

/**
 * A thumbnail's width in the grid's columns (below): the browser picks the stored width
 * that is sharp at it on this screen. Contained, not cropped, the image is never wider
 * than its square.
 */
const thumbnailSizes = "(min-width: 96rem) 16vw, (min-width: 64rem) 25vw, (min-width: 40rem) 33vw, 50vw";

/**
 * The library as thumbnails, whole (a logo is never cropped) and sharp (the stored width
 * that fits the column), loaded as they scroll into view; each one is a button.
 */
export function MediaGrid({
  items,
  onSelect,
  busy = false,
}: {
  items: MediaItem[];
  onSelect: (item: MediaItem) => void;
  /** A new list is on its way (a search): the old one stays, dimmed. */
  busy?: boolean;
}) {
  const { t } = useTranslation("admin");
  return (
    <ul
      aria-label={t("media.gridLabel")}
      aria-busy={busy}
      className={`grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 2xl:grid-cols-6 ${busy ? "opacity-60" : ""}`}
    >
      {items.map((item) => {
        const thumbnail = item.variants[0]!;
        const srcSet = item.variants.map((variant) => `${variant.url} ${variant.width}w`).join(", ");
        return (
          <li key={item._id} className="min-w-0">
            <button
              type="button"
              onClick={() => onSelect(item)}
              title={item.originalName}
              className="group block w-full overflow-hidden rounded-xl border border-slate-200 bg-white text-left hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-slate-700 dark:bg-slate-900"
            >
              <img
                src={thumbnail.url}
                srcSet={srcSet}
                sizes={thumbnailSizes}
                alt=""
                width={thumbnail.width}
                height={Math.round((thumbnail.width * item.height) / item.width)}
                loading="lazy"
                decoding="async"
                className="aspect-square w-full bg-slate-100 object-contain dark:bg-slate-800"
              />
              <span className="line-clamp-2 px-2 py-1.5 text-xs font-medium [overflow-wrap:anywhere] text-slate-700 group-hover:text-brand-700 dark:text-slate-300">
                {item.originalName}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
