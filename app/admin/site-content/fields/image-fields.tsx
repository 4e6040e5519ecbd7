import { ArrowLeft, ArrowRight, Images, Trash2 } from "lucide-react";
import { useState } from "react";
import { Controller, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { buttonStyles } from "~/admin/ui/buttons";
import { CoverImageField, ImageSourceButtons, useImageUpload } from "~/admin/ui/image-upload";
import { MediaPicker } from "~/admin/ui/media-picker";
import { UploadProgress } from "~/admin/ui/media-uploader";
import { type FieldProps, LabelledField } from "./field-parts";

/** One image: a file uploaded or one from the library, shown whole. */
export function ImageField(props: FieldProps<"image">) {
  const { path, label } = props;
  const { control } = useFormContext();
  return (
    <LabelledField {...props}>
      <Controller
        control={control}
        name={path}
        render={({ field: { value, onChange } }) => (
          <CoverImageField
            id={path}
            value={(value as string | undefined) ?? ""}
            onChange={onChange}
            previewAlt={label}
            previewClassName="h-40 w-full object-contain p-2"
          />
        )}
      />
    </LabelledField>
  );
}

/** A gallery (a project's images). */
export function GalleryField(props: FieldProps<"gallery">) {
  const { path } = props;
  const { control } = useFormContext();
  return (
    <LabelledField {...props}>
      <Controller
        control={control}
        name={path}
        render={({ field: { value, onChange } }) => (
          <GalleryInput id={path} value={(value as string[] | undefined) ?? []} onChange={onChange} />
        )}
      />
    </LabelledField>
  );
}

/** A gallery's list: thumbnails in order, each movable and removable; add from a file or the library. */
function GalleryInput({ id, value, onChange }: { id: string; value: string[]; onChange: (urls: string[]) => void }) {
  const { t } = useTranslation("admin");
  // The picker adds at the end, or replaces the image at `replacing` in its place.
  const [picking, setPicking] = useState<{ replacing?: number }>();
  // An upload ends after other changes may have been made: add to the list as it is then.
  const { getValues } = useFormContext();
  const latest = () => (getValues(id) as string[] | undefined) ?? [];
  const { upload, progress, error, uploading } = useImageUpload((url) => onChange([...latest(), url]));
  const move = (from: number, to: number) => {
    const next = [...value];
    const [url] = next.splice(from, 1);
    next.splice(to, 0, url!);
    onChange(next);
  };

  return (
    <div className="space-y-3">
      {value.length > 0 && (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {value.map((url, index) => {
            const name = t("content.form.galleryImage", { number: index + 1 });
            return (
              <li
                key={`${url}-${index}`}
                className="overflow-hidden rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900"
              >
                <img src={url} alt={name} className="aspect-[4/3] w-full bg-slate-100 object-cover dark:bg-slate-800" />
                <div className="flex justify-between p-1">
                  <div className="flex">
                    <button
                      type="button"
                      onClick={() => setPicking({ replacing: index })}
                      aria-label={t("content.form.replaceNamed", { name })}
                      className={buttonStyles.icon}
                    >
                      <Images aria-hidden="true" className="h-4 w-4" />
                    </button>
                    <button
                      type="button"
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                      aria-label={t("content.form.moveEarlier", { name })}
                      className={buttonStyles.icon}
                    >
                      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
                    </button>
                    <button
                      type="button"
                      disabled={index === value.length - 1}
                      onClick={() => move(index, index + 1)}
                      aria-label={t("content.form.moveLater", { name })}
                      className={buttonStyles.icon}
                    >
                      <ArrowRight aria-hidden="true" className="h-4 w-4" />
                    </button>
                  </div>
                  <button
                    type="button"
                    onClick={() => onChange(value.filter((_, position) => position !== index))}
                    aria-label={t("content.form.removeNamed", { name })}
                    className={`${buttonStyles.icon} text-red-600 dark:text-red-400`}
                  >
                    <Trash2 aria-hidden="true" className="h-4 w-4" />
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <ImageSourceButtons
        id={id}
        disabled={uploading}
        onFile={(file) => void upload(file)}
        onLibrary={() => setPicking({})}
      />
      {progress !== undefined && <UploadProgress progress={progress} />}
      {error && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      <MediaPicker
        open={picking !== undefined}
        onClose={() => setPicking(undefined)}
        onPick={(item) => {
          const replacing = picking?.replacing;
          const current = latest();
          onChange(
            replacing === undefined
              ? [...current, item.url]
              : current.map((url, position) => (position === replacing ? item.url : url)),
          );
        }}
      />
    </div>
  );
}
