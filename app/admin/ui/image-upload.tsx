import { ImagePlus, Images, Trash2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { maxUploadBytes } from "../../../common/media";
import { acceptedImageTypes, uploadImage } from "./api";
import { buttonStyles } from "./buttons";
import { MediaPicker } from "./media-picker";
import { DropZone, UploadProgress, uploadFailureMessage, useCoarsePointer } from "./media-uploader";

/** Uploads a file through POST /api/media with progress; shared by the cover and the editor. */
export function useImageUpload(onUploaded: (url: string) => void) {
  const { t } = useTranslation("admin");
  const [progress, setProgress] = useState<number>();
  const [error, setError] = useState<string>();

  async function upload(file: File) {
    setError(undefined);
    if (file.size > maxUploadBytes) return setError(t("upload.tooLarge"));
    setProgress(0);
    try {
      const media = await uploadImage(file, setProgress);
      onUploaded(media.url);
    } catch (failure) {
      setError(uploadFailureMessage(failure, t));
    } finally {
      setProgress(undefined);
    }
  }
  return { upload, progress, error, uploading: progress !== undefined };
}

/**
 * The two ways to add an image: choose a file (through a hidden file input named `id`, so
 * a label can point at it) or pick one from the media library.
 */
export function ImageSourceButtons({
  id,
  describedBy,
  disabled,
  onFile,
  onLibrary,
  className = "",
}: {
  id: string;
  describedBy?: string;
  disabled: boolean;
  onFile: (file: File) => void;
  onLibrary: () => void;
  className?: string;
}) {
  const { t } = useTranslation("admin");
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <div className={`flex flex-wrap gap-2 ${className}`}>
        <button
          type="button"
          disabled={disabled}
          onClick={() => inputRef.current?.click()}
          className={buttonStyles.secondary}
        >
          <ImagePlus aria-hidden="true" className="h-4 w-4" />
          {t("upload.choose")}
        </button>
        <button type="button" disabled={disabled} onClick={onLibrary} className={buttonStyles.secondary}>
          <Images aria-hidden="true" className="h-4 w-4" />
          {t("media.picker.open")}
        </button>
      </div>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={acceptedImageTypes}
        aria-describedby={describedBy}
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) onFile(file);
        }}
      />
    </>
  );
}

/**
 * An image field (a post's cover, the site's logo, a content item's picture): drop a file,
 * choose one, or pick one from the media library; shows the upload's progress, then the
 * image, which another from the library replaces.
 */
export function CoverImageField({
  value,
  onChange,
  id,
  previewAlt,
  previewClassName = "h-64 w-full object-cover",
}: {
  value: string;
  onChange: (url: string) => void;
  id: string;
  /** The preview's text alternative; a post's cover by default. */
  previewAlt?: string;
  previewClassName?: string;
}) {
  const { t } = useTranslation("admin");
  const hintId = useId();
  const [picking, setPicking] = useState(false);
  const coarse = useCoarsePointer();
  const { upload, progress, error, uploading } = useImageUpload(onChange);

  return (
    <div className="space-y-2">
      {value ? (
        <div className="relative overflow-hidden rounded-xl border border-slate-200 dark:border-slate-700">
          <img src={value} alt={previewAlt ?? t("posts.form.coverPreview")} className={previewClassName} />
          {/* Replacing picks another image from the library (where a new file can be uploaded too). */}
          <div className="absolute top-3 right-3 flex flex-wrap justify-end gap-2">
            <button type="button" onClick={() => setPicking(true)} className={buttonStyles.secondary}>
              <Images aria-hidden="true" className="h-4 w-4" />
              {t("media.picker.open")}
            </button>
            <button type="button" onClick={() => onChange("")} className={buttonStyles.secondary}>
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              {t("upload.remove")}
            </button>
          </div>
        </div>
      ) : (
        <DropZone
          className="p-8"
          onFiles={([file]) => {
            if (file) void upload(file);
          }}
        >
          <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">
            {t(coarse ? "media.coverTouchHint" : "upload.dropHint")}
          </p>
          <ImageSourceButtons
            id={id}
            describedBy={hintId}
            disabled={uploading}
            onFile={(file) => void upload(file)}
            onLibrary={() => setPicking(true)}
            className="justify-center"
          />
        </DropZone>
      )}
      {progress !== undefined && <UploadProgress progress={progress} />}
      <MediaPicker open={picking} onClose={() => setPicking(false)} onPick={(item) => onChange(item.url)} />
      {error && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
