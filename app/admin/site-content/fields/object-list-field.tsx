import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { buttonStyles } from "~/admin/ui/buttons";
import { FieldError, messageAt } from "~/admin/ui/form-controls";
import type { SubFieldDescription } from "../content-forms";
import { ContentField } from "../content-fields";
import { type FieldProps, hintStyles, labelStyles } from "./field-parts";

/**
 * A list of objects (a project's team, a service's steps, a project's results): each entry
 * a group of controls with its own remove and move buttons.
 */
export function ObjectListField({ field, path, label, ownHint: hint, fallback }: FieldProps<"objects">) {
  const { t } = useTranslation("admin");
  const {
    formState: { errors },
  } = useFormContext();
  const { fields: entries, append, remove, move } = useFieldArray({ name: path });
  const own = messageAt(errors, path);
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
