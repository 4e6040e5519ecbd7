import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";
import { useTranslation } from "react-i18next";
import type { CategoryChange } from "~/features/admin/categories";
import { useMutation } from "~/features/admin/route-data";
import {
  type Category,
  type CategoryInput,
  categoryInputSchema,
  categoryTranslationLanguages,
} from "../../../common/category";
import { limits } from "../../../common/fields";
import { Field, FormAlert, ModalFormActions, inputStyles } from "./form-controls";

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
      {/* tr, ru and az (decision 019): a language left empty shows the English text. */}
      {categoryTranslationLanguages.map((language) => {
        const languageErrors = errors.translations?.[language];
        return (
          <fieldset key={language} className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
            <legend className="px-1 text-sm font-semibold">
              {t("categories.form.translation", { language: t(`languageNames.${language}`) })}
            </legend>
            <Field
              label={t("categories.form.name")}
              htmlFor={`category-name-${language}`}
              error={languageErrors?.name?.message}
              hint={t("categories.form.translationHint")}
            >
              <input
                id={`category-name-${language}`}
                type="text"
                lang={language}
                maxLength={limits.name}
                aria-invalid={Boolean(languageErrors?.name)}
                aria-describedby={languageErrors?.name ? `category-name-${language}-error` : undefined}
                className={inputStyles}
                {...register(`translations.${language}.name`)}
              />
            </Field>
            <Field
              label={t("categories.form.description")}
              htmlFor={`category-description-${language}`}
              error={languageErrors?.description?.message}
            >
              <textarea
                id={`category-description-${language}`}
                rows={2}
                lang={language}
                maxLength={limits.categoryDescription}
                className={inputStyles}
                {...register(`translations.${language}.description`)}
              />
            </Field>
          </fieldset>
        );
      })}
      <ModalFormActions busy={busy} submitLabel={t("common.save")} onCancel={onCancel} />
    </form>
  );
}
