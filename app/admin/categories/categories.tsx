import { Plus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonStyles } from "~/admin/ui/buttons";
import { CategoryForm } from "./category-form";
import { ConfirmDialog } from "~/admin/ui/dialog";
import { AdminHeader, AdminTitle } from "~/admin/ui/page-heading";
import { AdminRouteError } from "~/admin/ui/route-error";
import { CategoryTable } from "./category-table";
import { EmptyState } from "~/components/ui/empty-state";
import { Modal } from "~/components/ui/modal";
import { toast } from "~/components/ui/toast";
import { type CategoryChange, changeCategory } from "./category-requests";
import { loadAdmin, runMutation, useConfirmedDelete, useMutation } from "~/admin/ui/route-data";
import type { Category } from "../../../common/category";
import { categoryContract } from "../../../common/contract/categories";
import type { Route } from "./+types/categories";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadAdmin(request, categoryContract.listCategories);
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return runMutation(request, changeCategory);
}

export function ErrorBoundary() {
  return <AdminRouteError loadError="categories.loadError" />;
}

export default function AdminCategories({ loaderData: categories }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  // undefined: closed; null: creating; a category: editing it.
  const [editing, setEditing] = useState<Category | null>();
  const deleting = useMutation<CategoryChange, unknown>({
    onDone: () => toast.success(t("categories.deleted")),
    onFailure: (message) => toast.error(message ?? t("categories.deleteError")),
  });
  const confirmDelete = useConfirmedDelete<Category>(deleting);

  return (
    <>
      <AdminTitle>{t("categories.title")}</AdminTitle>
      <AdminHeader title={t("categories.title")}>
        <button type="button" onClick={() => setEditing(null)} className={buttonStyles.primary}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          {t("categories.addNew")}
        </button>
      </AdminHeader>
      {categories.length === 0 && <EmptyState message={t("categories.empty")} />}
      {categories.length > 0 && (
        <CategoryTable categories={categories} onEdit={setEditing} onDelete={confirmDelete.ask} />
      )}

      <Modal
        open={editing !== undefined}
        title={t(editing ? "categories.editTitle" : "categories.newTitle")}
        closeLabel={t("common.close")}
        onClose={() => setEditing(undefined)}
      >
        {editing !== undefined && (
          <CategoryForm
            category={editing}
            onSaved={() => {
              toast.success(t(editing ? "categories.updated" : "categories.created"));
              setEditing(undefined);
            }}
            onCancel={() => setEditing(undefined)}
          />
        )}
      </Modal>
      <ConfirmDialog
        open={confirmDelete.pending !== undefined}
        title={t("categories.deleteTitle")}
        message={t("categories.deleteConfirm")}
        confirmLabel={t("common.delete")}
        busy={deleting.busy}
        onConfirm={confirmDelete.confirm}
        onCancel={confirmDelete.cancel}
      />
    </>
  );
}
