import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Controller, type FieldErrors, get, useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { FieldDescription, OptionSet, SubFieldDescription } from "./content-forms";
import { buttonStyles } from "~/admin/ui/buttons";
import { FieldError, fieldProps, inputStyles } from "~/admin/ui/form-controls";
import { CoverImageField, ImageSourceButtons, useImageUpload } from "~/admin/ui/image-upload";
import { MediaPicker } from "~/admin/ui/media-picker";
import { UploadProgress } from "~/admin/ui/media-uploader";

/** The first message under `name`: a list's own, else its first refused entry's. */
export function firstMessage(errors: FieldErrors, name: string): string | undefined {
  const find = (node: unknown): string | undefined => {
    if (!node || typeof node !== "object") return undefined;
    const { message } = node as { message?: unknown };
    if (typeof message === "string") return message;
    for (const child of Object.values(node)) {
      const found = find(child);
      if (found) return found;
    }
    return undefined;
  };
  return find(get(errors, name));
}

const labelStyles = "block text-sm font-medium text-slate-700 dark:text-slate-300";
const hintStyles = "text-xs text-slate-500 dark:text-slate-400";

/** A control's label and hint; the hint only where `content.hints.{name}` is written. */
function useFieldText(name: string) {
  const { t, i18n } = useTranslation("admin");
  const hintKey = `content.hints.${name}`;
  return {
    label: t(`content.fields.${name}`),
    hint: i18n.exists(hintKey, { ns: "admin" }) ? t(hintKey) : undefined,
  };
}

function optionLabel(t: (key: string) => string, options: OptionSet, value: string) {
  if (options.raw) return value || t("content.options.none");
  return t(`content.options.${options.set}.${value}`);
}

/**
 * One control of the content form, bound to `path` (`fields.icon`, `text.tr.title`): its
 * label, hint and translated message. `fallback` adds the hint that an empty translation
 * shows the English text.
 */
export function ContentField({
  field,
  path,
  fallback = false,
}: {
  field: FieldDescription | SubFieldDescription;
  path: string;
  fallback?: boolean;
}) {
  const { t } = useTranslation("admin");
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext();
  const { label, hint: ownHint } = useFieldText(field.label ?? field.name);
  const hint = fallback && field.control !== "objects" ? t("content.form.fallbackHint") : ownHint;
  const input = fieldProps(register, errors);
  const error = firstMessage(errors, path);
  const errorLine = error && <FieldError id={path} message={error} />;
  const hintLine = hint && !error && <p className={hintStyles}>{hint}</p>;
  const described = error ? `${path}-error` : undefined;

  switch (field.control) {
    case "checkbox":
      return (
        <div className="space-y-1">
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" id={path} className="size-4 accent-brand-600" {...register(path)} />
            {label}
          </label>
          {hintLine}
          {errorLine}
        </div>
      );
    case "choices":
      return (
        <fieldset className="min-w-0 space-y-2" aria-describedby={described}>
          <legend className={labelStyles}>{label}</legend>
          {hintLine}
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {field.options.values.map((value) => (
              <label key={value} className="flex items-center gap-2 text-sm">
                <input type="checkbox" value={value} className="size-4 accent-brand-600" {...register(path)} />
                {optionLabel(t, field.options, value)}
              </label>
            ))}
          </div>
          {errorLine}
        </fieldset>
      );
    case "objects":
      return <ObjectList field={field} path={path} label={label} hint={ownHint} fallback={fallback} />;
    default:
    // The other controls share the label above them, below.
  }

  let widget: React.ReactNode;
  switch (field.control) {
    case "text":
      widget = <input type="text" {...input(path)} />;
      break;
    case "textarea":
      widget = <textarea rows={4} {...input(path)} />;
      break;
    case "month":
      widget = <input type="month" placeholder="2025-06" {...input(path)} />;
      break;
    case "color":
      widget = <ColorInput path={path} props={input(path)} />;
      break;
    case "number":
      widget = (
        <input
          type="number"
          inputMode="numeric"
          step={1}
          min={field.min}
          max={field.max}
          {...input(path, {
            setValueAs: (value: unknown) =>
              value === "" || value === null || value === undefined
                ? field.nullable
                  ? null
                  : undefined
                : Number(value),
          })}
        />
      );
      break;
    case "select":
      widget = (
        <select {...input(path)}>
          {field.options.values.map((value) => (
            <option key={value} value={value}>
              {optionLabel(t, field.options, value)}
            </option>
          ))}
        </select>
      );
      break;
    case "lines":
      widget = (
        <Controller
          control={control}
          name={path}
          render={({ field: { value, onChange, onBlur, ref } }) => (
            <textarea
              ref={ref}
              id={path}
              rows={4}
              value={(value as string[] | undefined)?.join("\n") ?? ""}
              onChange={(event) => onChange(event.target.value === "" ? [] : event.target.value.split("\n"))}
              onBlur={onBlur}
              aria-invalid={Boolean(error)}
              aria-describedby={described}
              className={inputStyles}
            />
          )}
        />
      );
      break;
    case "image":
      widget = (
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
      );
      break;
    case "gallery":
      widget = (
        <Controller
          control={control}
          name={path}
          render={({ field: { value, onChange } }) => (
            <GalleryField id={path} value={(value as string[] | undefined) ?? []} onChange={onChange} />
          )}
        />
      );
      break;
  }
  return (
    <div className="space-y-1.5">
      <label htmlFor={path} className={labelStyles}>
        {label}
      </label>
      {widget}
      {hintLine}
      {errorLine}
    </div>
  );
}

function ColorInput({ path, props }: { path: string; props: React.InputHTMLAttributes<HTMLInputElement> }) {
  const color = useWatch({ name: path }) as string | undefined;
  return (
    <div className="flex items-center gap-2">
      <span
        aria-hidden="true"
        className="size-9 shrink-0 rounded-lg border border-slate-300 dark:border-slate-600"
        style={{ background: /^#[\da-f]{6}$/i.test(color ?? "") ? color : "transparent" }}
      />
      <input type="text" placeholder="#0f766e" spellCheck={false} {...props} />
    </div>
  );
}

/**
 * A list of objects (a project's team, a service's steps, a project's results): each entry
 * a group of controls with its own remove and move buttons.
 */
function ObjectList({
  field,
  path,
  label,
  hint,
  fallback,
}: {
  field: Extract<FieldDescription, { control: "objects" }>;
  path: string;
  label: string;
  hint?: string;
  fallback: boolean;
}) {
  const { t } = useTranslation("admin");
  const {
    formState: { errors },
  } = useFormContext();
  const { fields: entries, append, remove, move } = useFieldArray({ name: path });
  const own = (get(errors, path) as { message?: string } | undefined)?.message;
  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className={labelStyles}>{label}</legend>
      {(hint || fallback) && <p className={hintStyles}>{fallback ? t("content.form.fallbackListHint") : hint}</p>}
      {entries.length > 0 && (
        <ol className="space-y-3">
          {entries.map((entry, index) => {
            const name = t(`content.entries.${field.name}`, { number: index + 1 });
            return (
              <li
                key={entry.id}
                className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-3 dark:border-slate-700 dark:bg-slate-800/50"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="text-sm font-semibold">{name}</span>
                  <div className="flex flex-wrap gap-1">
                    <button
                      type="button"
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                      aria-label={t("content.form.moveUp", { name })}
                      className={buttonStyles.icon}
                    >
                      <ArrowUp aria-hidden="true" className="h-4 w-4" />
                    </button>
                    <button
                      type="button"
                      disabled={index === entries.length - 1}
                      onClick={() => move(index, index + 1)}
                      aria-label={t("content.form.moveDown", { name })}
                      className={buttonStyles.icon}
                    >
                      <ArrowDown aria-hidden="true" className="h-4 w-4" />
                    </button>
                    <button
                      type="button"
                      onClick={() => remove(index)}
                      aria-label={t("content.form.removeNamed", { name })}
                      className={`${buttonStyles.icon} text-red-600 dark:text-red-400`}
                    >
                      <Trash2 aria-hidden="true" className="h-4 w-4" />
                      {t("upload.remove")}
                    </button>
                  </div>
                </div>
                {field.of.map((sub) => (
                  <ContentField key={sub.name} field={sub} path={`${path}.${index}.${sub.name}`} />
                ))}
              </li>
            );
          })}
        </ol>
      )}
      <button type="button" onClick={() => append(emptyEntry(field.of))} className={buttonStyles.secondary}>
        <Plus aria-hidden="true" className="h-4 w-4" />
        {t(`content.addEntry.${field.name}`)}
      </button>
      {own && <FieldError id={path} message={own} />}
    </fieldset>
  );
}

function emptyEntry(fields: SubFieldDescription[]): Record<string, string> {
  return Object.fromEntries(fields.map((sub) => [sub.name, sub.control === "select" ? sub.options.values[0]! : ""]));
}

/** A gallery (a project's images): thumbnails in order, each movable and removable; add from a file or the library. */
function GalleryField({ id, value, onChange }: { id: string; value: string[]; onChange: (urls: string[]) => void }) {
  const { t } = useTranslation("admin");
  const [picking, setPicking] = useState(false);
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
        onLibrary={() => setPicking(true)}
      />
      {progress !== undefined && <UploadProgress progress={progress} />}
      {error && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      <MediaPicker
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(item) => onChange([...latest(), item.url])}
      />
    </div>
  );
}
