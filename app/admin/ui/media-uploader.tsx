import { CircleAlert, ImagePlus, UploadCloud } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMediaQuery } from "~/components/ui/use-media-query";
import { acceptedImageTypes, errorMessage, uploadImage } from "./api";
import { maxUploadBytes } from "../../../common/media";
import { buttonStyles } from "./buttons";

/** Touch screens have nothing to drag from: their drop zones only offer the file picker. */
export function useCoarsePointer(): boolean {
  return useMediaQuery("(pointer: coarse)");
}

/** A bar from 0 to 100 %; `label` names the file when several upload at once, `text` says where it is. */
export function UploadProgress({ progress, label, text }: { progress: number; label?: string; text?: string }) {
  const { t } = useTranslation("admin");
  const percent = Math.round(progress * 100);
  return (
    <div className="space-y-1">
      <div
        role="progressbar"
        aria-label={label ?? t("upload.uploading")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-xs text-slate-500">{text ?? t("upload.progress", { percent })}</p>
    </div>
  );
}

/** What an upload that failed says: the server's reason (type, size), or that the network failed. */
export function uploadFailureMessage(failure: unknown, t: (key: string) => string): string {
  return failure instanceof TypeError ? t("upload.networkError") : errorMessage(failure, t("upload.error"));
}

/**
 * The dashed box files are dropped on (`onFiles` hears them); its children are the hint
 * and the buttons to choose files instead.
 */
export function DropZone({
  onFiles,
  className = "p-6",
  children,
}: {
  onFiles: (files: File[]) => void;
  className?: string;
  children: React.ReactNode;
}) {
  const [dragging, setDragging] = useState(false);
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        onFiles([...event.dataTransfer.files]);
      }}
      className={`flex flex-col items-center gap-3 rounded-xl border-2 border-dashed text-center ${className} ${
        dragging ? "border-brand-500 bg-brand-50 dark:bg-brand-900/30" : "border-slate-300 dark:border-slate-700"
      }`}
    >
      <UploadCloud aria-hidden="true" className="h-8 w-8 text-slate-400" />
      {children}
    </div>
  );
}

interface FileUpload {
  key: number;
  name: string;
  progress: number;
  done: boolean;
  error?: string;
}

/**
 * Uploads several images at once (dropped or chosen), each with its own progress bar; a
 * file the server refuses says why (type, size) in the admin's language, and the others
 * go on. `onUploaded` hears once a batch is done, when it stored any image: one reload of
 * the list, where a reload per image cut the one before it short.
 */
export function MediaUploader({ onUploaded }: { onUploaded: () => void }) {
  const { t } = useTranslation("admin");
  const coarse = useCoarsePointer();
  const inputRef = useRef<HTMLInputElement>(null);
  const nextKey = useRef(1);
  const hintId = useId();
  const [uploads, setUploads] = useState<FileUpload[]>([]);

  const update = (key: number, change: Partial<FileUpload>) =>
    setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));

  /** Sends one file; answers whether it was stored. */
  async function send(file: File, key: number): Promise<boolean> {
    if (file.size > maxUploadBytes) {
      update(key, { error: t("upload.tooLarge") });
      return false;
    }
    try {
      await uploadImage(file, (progress) => update(key, { progress }));
      update(key, { progress: 1, done: true });
      return true;
    } catch (failure) {
      update(key, { error: uploadFailureMessage(failure, t) });
      return false;
    }
  }

  /** A new batch replaces the list of the previous one. */
  function start(files: File[]) {
    if (files.length === 0) return;
    const batch = files.map((file) => ({ key: nextKey.current++, name: file.name, progress: 0, done: false }));
    setUploads(batch);
    void Promise.all(batch.map((upload, index) => send(files[index]!, upload.key))).then((stored) => {
      if (stored.includes(true)) onUploaded();
    });
  }

  return (
    <div className="space-y-3">
      <DropZone onFiles={start}>
        <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">
          {t(coarse ? "media.upload.touchHint" : "media.upload.dropHint")}
        </p>
        <button
          type="button"
          onClick={() => inputRef.current?.click()}
          aria-describedby={hintId}
          className={buttonStyles.secondary}
        >
          <ImagePlus aria-hidden="true" className="h-4 w-4" />
          {t("media.upload.choose")}
        </button>
        <input
          ref={inputRef}
          type="file"
          multiple
          accept={acceptedImageTypes}
          aria-label={t("media.upload.choose")}
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = "";
            start(files);
          }}
        />
      </DropZone>
      {uploads.length > 0 && (
        <ul aria-label={t("media.upload.list")} className="space-y-3">
          {uploads.map((upload) => (
            <li key={upload.key} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
              <p className="mb-2 truncate text-sm font-medium text-slate-800 dark:text-slate-200">{upload.name}</p>
              {upload.error ? (
                <p role="alert" className="flex items-start gap-2 text-sm text-red-600 dark:text-red-400">
                  <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                  {upload.error}
                </p>
              ) : (
                <UploadProgress
                  progress={upload.progress}
                  label={t("media.upload.fileProgress", { name: upload.name })}
                  text={upload.done ? t("media.upload.done") : undefined}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
