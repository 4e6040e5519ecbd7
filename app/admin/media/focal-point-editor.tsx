import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonStyles } from "~/admin/ui/buttons";
import { FormAlert } from "~/admin/ui/form-controls";
import { useMutation } from "~/admin/ui/route-data";
import { toast } from "~/components/ui/toast";
import { type MediaItem } from "../../../common/media";
import { type FocalPoint, objectPosition } from "../../../common/focal-point";
import type { MediaChange } from "./media-requests";

/** A fraction kept inside the picture, to a thousandth (finer than any screen can show). */
const fraction = (value: number) => Math.round(Math.min(Math.max(value, 0), 1) * 1000) / 1000;

/** Where each arrow key moves the point, in fractions of the picture. */
const arrowMoves: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The picture's width on screen, known before it loads so that its box is there at once
 * and nothing moves under a pointer: the panel's width, the picture's own, or 18rem of
 * height, whichever is least; its height follows from its width and height attributes.
 */
const pictureWidth = ({ width, height }: MediaItem) => `min(100%, ${width}px, ${(18 * width) / height}rem)`;

/** The shapes the site crops pictures to, shown as previews: card, wide cover, portrait. */
const previewShapes = ["aspect-[3/2]", "aspect-[40/21]", "aspect-square rounded-full"];

/**
 * The picture with its focal point as a marker (docs/decisions/041): a click or tap puts
 * the point there; with the picture focused, the arrow keys move it by 1 % (10 % with
 * Shift). Previews show the crops the site makes; saving applies it everywhere.
 */
export function FocalPointEditor({ item }: { item: MediaItem }) {
  const { t } = useTranslation("admin");
  const id = useId();
  const [point, setPoint] = useState<FocalPoint>(item.focalPoint);
  const saving = useMutation<MediaChange, MediaItem>({ onDone: () => toast.success(t("media.focal.saved")) });
  const preview = item.variants.find((variant) => variant.width >= 960) ?? item.variants.at(-1)!;
  const changed = point.x !== item.focalPoint.x || point.y !== item.focalPoint.y;
  const position = objectPosition(point);

  function placeAt(event: React.MouseEvent<HTMLButtonElement>) {
    // Enter and Space click the button too, at no point of it: the arrow keys move it instead.
    if (event.detail === 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    setPoint({
      x: fraction((event.clientX - box.left) / box.width),
      y: fraction((event.clientY - box.top) / box.height),
    });
  }

  function moveWithKeys(event: React.KeyboardEvent<HTMLButtonElement>) {
    const move = arrowMoves[event.key];
    if (!move) return;
    event.preventDefault();
    const step = event.shiftKey ? 0.1 : 0.01;
    setPoint((current) => ({ x: fraction(current.x + move[0] * step), y: fraction(current.y + move[1] * step) }));
  }

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900 dark:text-white">
        {t("media.focal.title")}
      </h3>
      <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
        {t("media.focal.hint")}
      </p>
      <div className="flex justify-center rounded-xl bg-slate-100 dark:bg-slate-800">
        {/* The picture itself is the control: a point on it is what is being chosen. */}
        <button
          type="button"
          aria-label={t("media.focal.area")}
          aria-describedby={`${id}-hint ${id}-position`}
          onClick={placeAt}
          onKeyDown={moveWithKeys}
          data-focal-area
          className="relative cursor-crosshair rounded-lg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          style={{ width: pictureWidth(item) }}
        >
          <img
            src={preview.url}
            alt={item.alt.en}
            width={item.width}
            height={item.height}
            draggable={false}
            className="block h-auto w-full rounded-lg select-none"
          />
          <span
            aria-hidden="true"
            data-focal-marker
            className="pointer-events-none absolute size-8 -translate-x-1/2 -translate-y-1/2 rounded-full border-[3px] border-white bg-brand-600/40 shadow-[0_0_0_2px_rgb(15_23_42/0.7)]"
            style={{ left: `${point.x * 100}%`, top: `${point.y * 100}%` }}
          />
        </button>
      </div>
      <p id={`${id}-position`} aria-live="polite" className="text-sm font-medium text-slate-700 dark:text-slate-300">
        {t("media.focal.position", { x: Math.round(point.x * 100), y: Math.round(point.y * 100) })}
      </p>
      <figure className="space-y-1.5">
        <figcaption className="text-sm text-slate-600 dark:text-slate-400">{t("media.focal.previews")}</figcaption>
        <div className="grid grid-cols-[3fr_4fr_2fr] items-center gap-3">
          {previewShapes.map((shape) => (
            <img
              key={shape}
              src={item.variants[0]!.url}
              alt=""
              className={`w-full object-cover ${shape} bg-slate-100 dark:bg-slate-800`}
              style={{ objectPosition: position }}
            />
          ))}
        </div>
      </figure>
      {saving.failure && <FormAlert message={saving.failure.message ?? t("media.focal.error")} />}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={!changed || saving.busy}
          onClick={() => void saving.submit({ intent: "focalPoint", id: item._id, focalPoint: point })}
          className={buttonStyles.primary}
        >
          {t(saving.busy ? "common.saving" : "media.focal.save")}
        </button>
        <button
          type="button"
          disabled={point.x === 0.5 && point.y === 0.5}
          onClick={() => setPoint({ x: 0.5, y: 0.5 })}
          className={buttonStyles.secondary}
        >
          {t("media.focal.centre")}
        </button>
      </div>
    </section>
  );
}
