import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";
import { useTranslation } from "react-i18next";
import type { CategoryChange } from "~/features/admin/categories";
import { useMutation } from "~/features/admin/route-data";
import { type Category, type CategoryInput, categoryInputSchema } from "../../../common/category";
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
    defaultValues: { name: category?.name ?? "", description: category?.description ?? "" },
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
      <ModalFormActions busy={busy} submitLabel={t("common.save")} onCancel={onCancel} />
    </form>
  );
}
