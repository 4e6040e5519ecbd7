import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";
import { useTranslation } from "react-i18next";
import type { CategoryChange } from "./category-requests";
import { useMutation } from "~/admin/ui/route-data";
import {
  type Category,
  type CategoryInput,
  categoryInputSchema,
  type CategoryTranslationLanguage,
  categoryTranslationLanguages,
} from "../../../common/category";
import { limits } from "../../../common/fields";
import { Field, FormAlert, ModalFormActions, inputStyles } from "~/admin/ui/form-controls";

/**
 * The category modal's form: empty to create, filled to edit; a refused save keeps what was
 * typed and says why. It is sent to the categories route's action.
 */
export function CategoryForm({
  category,
  onSaved,
  onCancel,
}: {
  category: Category | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("admin");
  // The translation on screen; the English fields are always shown.
  const [shown, setShown] = useState<CategoryTranslationLanguage>();
  const saving = useMutation<CategoryChange, unknown>({ onDone: onSaved });
  const busy = saving.busy;
  const failure = saving.failure && (saving.failure.message ?? t("categories.saveError"));
  const save = (input: CategoryInput) =>
    void saving.submit(category ? { intent: "update", id: category._id, input } : { intent: "create", input });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof categoryInputSchema>, unknown, CategoryInput>({
    resolver: zodResolver(categoryInputSchema),
    defaultValues: {
      name: category?.name ?? "",
      description: category?.description ?? "",
      translations: Object.fromEntries(
        categoryTranslationLanguages.map((language) => [
          language,
          {
            name: category?.translations[language]?.name ?? "",
            description: category?.translations[language]?.description ?? "",
          },
        ]),
      ),
    },
  });

  return (
    <form noValidate onSubmit={handleSubmit(save)} className="mt-4 space-y-4">
      {failure && <FormAlert message={failure} />}
      <Field label={t("categories.form.name")} htmlFor="category-name" error={errors.name?.message}>
        <input
          id="category-name"
          type="text"
          autoFocus
          maxLength={limits.name}
          aria-invalid={Boolean(errors.name)}
          aria-describedby={errors.name ? "category-name-error" : undefined}
          className={inputStyles}
          {...register("name")}
        />
      </Field>
      <Field
        label={t("categories.form.description")}
        htmlFor="category-description"
        error={errors.description?.message}
      >
        <textarea
          id="category-description"
          rows={3}
          maxLength={limits.categoryDescription}
          className={inputStyles}
          {...register("description")}
        />
      </Field>
      {/* The other languages (decision 019), one at a time: a language left empty shows the English text. */}
      <div role="group" aria-label={t("posts.languages.tabs")} className="flex flex-wrap gap-2">
        {categoryTranslationLanguages.map((language) => (
          <button
            key={language}
            type="button"
            aria-pressed={language === shown}
            onClick={() => setShown(language === shown ? undefined : language)}
            className={`rounded-lg border px-3 py-1.5 text-sm font-medium aria-pressed:border-brand-600 aria-pressed:bg-brand-600 aria-pressed:text-white dark:border-slate-600 ${
              errors.translations?.[language] ? "border-red-500 text-red-700" : "border-slate-300"
            }`}
          >
            {t(`languageNames.${language}`)}
          </button>
        ))}
      </div>
      {shown && (
        <fieldset key={shown} className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
          <legend className="px-1 text-sm font-semibold">
            {t("categories.form.translation", { language: t(`languageNames.${shown}`) })}
          </legend>
          <p className="text-xs text-slate-500 dark:text-slate-400">{t("categories.form.translationHint")}</p>
          <Field
            label={t("categories.form.name")}
            htmlFor={`category-name-${shown}`}
            error={errors.translations?.[shown]?.name?.message}
          >
            <input
              id={`category-name-${shown}`}
              type="text"
              lang={shown}
              maxLength={limits.name}
              aria-invalid={Boolean(errors.translations?.[shown]?.name)}
              aria-describedby={errors.translations?.[shown]?.name ? `category-name-${shown}-error` : undefined}
              className={inputStyles}
              {...register(`translations.${shown}.name`)}
            />
          </Field>
          <Field
            label={t("categories.form.description")}
            htmlFor={`category-description-${shown}`}
            error={errors.translations?.[shown]?.description?.message}
          >
            <textarea
              id={`category-description-${shown}`}
              rows={2}
              lang={shown}
              maxLength={limits.categoryDescription}
              className={inputStyles}
              {...register(`translations.${shown}.description`)}
            />
          </Field>
        </fieldset>
      )}
      <ModalFormActions busy={busy} submitLabel={t("common.save")} onCancel={onCancel} />
    </form>
  );
}
