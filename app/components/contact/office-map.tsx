import { MapPin } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";

export interface MapLocation {
  latitude: number;
  longitude: number;
  /** Map zoom as OpenStreetMap counts it: each step up halves the area shown. */
  zoom: number;
}

/**
 * The embed takes a box, not a zoom: at zoom 16 the box is 0.016° wide and 0.008° high
 * (about 1.4 × 0.9 km in Baku), and it halves with each step up.
 */
function mapUrl({ latitude, longitude, zoom }: MapLocation): string {
  const span = 0.008 * 2 ** (16 - zoom);
  const bbox = [longitude - span, latitude - span / 2, longitude + span, latitude + span / 2];
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox.join(",")}&layer=mapnik&marker=${latitude},${longitude}`;
}

/**
 * The office on an OpenStreetMap embed, 300 px high. It loads only when the visitor asks,
 * so the page costs nothing for it (no third-party request, no tracking) until then.
 */
export function OfficeMap(location: MapLocation) {
  const { t } = useTranslation("contact");
  const [loaded, setLoaded] = useState(false);
  return (
    <div className="h-[300px] overflow-hidden rounded-2xl ring-1 ring-slate-200 dark:ring-slate-800">
      {loaded ? (
        <iframe
          title={t("map.frameTitle")}
          src={mapUrl(location)}
          className="h-full w-full"
          loading="lazy"
          referrerPolicy="no-referrer"
        />
      ) : (
        <div className="flex h-full flex-col items-center justify-center gap-4 bg-gradient-to-br from-brand-50 to-slate-100 p-6 text-center dark:from-slate-900 dark:to-slate-800">
          <MapPin aria-hidden="true" className="h-10 w-10 text-brand-600" />
          <button
            type="button"
            onClick={() => setLoaded(true)}
            className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
          >
            {t("map.load")}
          </button>
          <p className="max-w-sm text-sm text-slate-600 dark:text-slate-400">{t("map.note")}</p>
        </div>
      )}
    </div>
  );
}
