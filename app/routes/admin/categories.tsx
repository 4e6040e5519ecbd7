import { Pencil, Plus } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { type CategoryInput, categoryInputSchema, limits } from "../../../common/schemas";
import { ConfirmDialog, Modal } from "~/components/admin/dialog";
import {
  AdminTitle,
  buttonStyles,
  EmptyState,
  ErrorPanel,
  Field,
  inputStyles,
  LoadingState,
  PageHeader,
  Spinner,
  tableStyles,
  useFormatDate,
  DeleteRowButton,
} from "~/components/admin/ui";
import { adminFetch, errorMessage } from "~/features/admin/api";
import { useAdminData } from "~/features/admin/use-admin-data";
import { zodResolver } from "~/features/admin/zod-resolver";

interface Category {
  _id: string;
  name: string;
  description: string;
  createdAt: string;
}

export default function AdminCategories() {
  const { t } = useTranslation("admin");
  const format = useFormatDate();
  const { data, loading, error, reload, update } = useAdminData<Category[]>("/api/categories");
  // undefined: closed; null: creating; a category: editing it.
  const [editing, setEditing] = useState<Category | null>();
  const [pendingDelete, setPendingDelete] = useState<Category>();
  const [deleting, setDeleting] = useState(false);

  function saved(category: Category) {
    update((list) =>
      list.some((item) => item._id === category._id)
        ? list.map((item) => (item._id === category._id ? category : item))
        : [...list, category].sort((a, b) => a.name.localeCompare(b.name)),
    );
    toast.success(t(editing ? "categories.updated" : "categories.created"));
    setEditing(undefined);
  }

  async function confirmDelete() {
    if (!pendingDelete) return;
    setDeleting(true);
    try {
      await adminFetch(`/api/categories/${pendingDelete._id}`, { method: "DELETE" });
      update((list) => list.filter((item) => item._id !== pendingDelete._id));
      toast.success(t("categories.deleted"));
    } catch (failure) {
      toast.error(errorMessage(failure, t("categories.deleteError")));
    } finally {
      setDeleting(false);
      setPendingDelete(undefined);
    }
  }

  return (
    <>
      <AdminTitle>{t("categories.title")}</AdminTitle>
      <PageHeader title={t("categories.title")}>
        <button type="button" onClick={() => setEditing(null)} className={buttonStyles.primary}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          {t("categories.addNew")}
        </button>
      </PageHeader>
      {loading && <LoadingState />}
      {error != null && <ErrorPanel message={t("categories.loadError")} onRetry={reload} />}
      {data && data.length === 0 && <EmptyState text={t("categories.empty")} />}
      {data && data.length > 0 && (
        <div className={tableStyles.wrapper}>
          <table className={tableStyles.table}>
            <thead className="bg-slate-50 dark:bg-slate-800/50">
              <tr>
                <th scope="col" className={tableStyles.th}>{t("categories.columns.name")}</th>
                <th scope="col" className={tableStyles.th}>{t("categories.columns.description")}</th>
                <th scope="col" className={tableStyles.th}>{t("categories.columns.createdAt")}</th>
                <th scope="col" className={`${tableStyles.th} text-right`}>{t("common.actions")}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {data.map((category) => (
                <tr key={category._id}>
                  <td className={`${tableStyles.td} font-medium text-slate-900 dark:text-white`}>{category.name}</td>
                  <td className={`${tableStyles.td} max-w-md text-slate-600 dark:text-slate-400`}>{category.description || "—"}</td>
                  <td className={`${tableStyles.td} whitespace-nowrap`}>{format.date(category.createdAt)}</td>
                  <td className={`${tableStyles.td} text-right whitespace-nowrap`}>
                    <button type="button" onClick={() => setEditing(category)} className={buttonStyles.icon} aria-label={t("categories.editNamed", { name: category.name })}>
                      <Pencil aria-hidden="true" className="h-4 w-4" />
                      {t("common.edit")}
                    </button>
                    <DeleteRowButton label={t("categories.deleteNamed", { name: category.name })} onClick={() => setPendingDelete(category)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <Modal open={editing !== undefined} title={t(editing ? "categories.editTitle" : "categories.newTitle")} onClose={() => setEditing(undefined)}>
        {editing !== undefined && <CategoryForm category={editing} onSaved={saved} onCancel={() => setEditing(undefined)} />}
      </Modal>
      <ConfirmDialog
        open={pendingDelete !== undefined}
        title={t("categories.deleteTitle")}
        message={t("categories.deleteConfirm")}
        confirmLabel={t("common.delete")}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPendingDelete(undefined)}
      />
    </>
  );
}

/** The modal's form: empty to create, filled to edit; a failure keeps what was typed. */
function CategoryForm({ category, onSaved, onCancel }: { category: Category | null; onSaved: (category: Category) => void; onCancel: () => void }) {
  const { t } = useTranslation("admin");
  const [saveError, setSaveError] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CategoryInput, unknown, CategoryInput>({
    resolver: zodResolver(categoryInputSchema),
    defaultValues: { name: category?.name ?? "", description: category?.description ?? "" },
  });

  const onSubmit = handleSubmit(async (input) => {
    setSaveError(undefined);
    try {
      onSaved(
        await adminFetch<Category>(category ? `/api/categories/${category._id}` : "/api/categories", {
          method: category ? "PUT" : "POST",
          json: input,
        }),
      );
    } catch (failure) {
      setSaveError(errorMessage(failure, t("categories.saveError")));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {saveError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-950 dark:text-red-200">
          {saveError}
        </p>
      )}
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
      <Field label={t("categories.form.description")} htmlFor="category-description" error={errors.description?.message}>
        <textarea id="category-description" rows={3} maxLength={limits.categoryDescription} className={inputStyles} {...register("description")} />
      </Field>
      <div className="flex justify-end gap-3 pt-2">
        <button type="button" onClick={onCancel} className={buttonStyles.secondary}>
          {t("common.cancel")}
        </button>
        <button type="submit" disabled={isSubmitting} className={buttonStyles.primary}>
          {isSubmitting && <Spinner className="h-4 w-4" />}
          {t(isSubmitting ? "common.saving" : "common.save")}
        </button>
      </div>
    </form>
  );
}
