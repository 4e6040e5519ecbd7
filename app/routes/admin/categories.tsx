import { Pencil, Plus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonStyles, DeleteRowButton } from "~/components/admin/buttons";
import { CategoryForm } from "~/components/admin/category-form";
import { ConfirmDialog } from "~/components/admin/dialog";
import { AdminHeader, AdminTitle } from "~/components/admin/page-heading";
import { AdminRouteError } from "~/components/admin/route-error";
import { DataTable } from "~/components/admin/data-table";
import { EmptyState } from "~/components/ui/empty-state";
import { Modal } from "~/components/ui/modal";
import { toast } from "~/components/ui/toast";
import { type CategoryChange, changeCategory } from "~/features/admin/categories";
import { loadAdminData, runMutation, useMutation } from "~/features/admin/route-data";
import { useFormatDate } from "~/features/admin/use-format-date";
import type { Category } from "../../../common/category";
import type { Route } from "./+types/categories";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadAdminData<Category[]>(request, "/api/categories");
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return runMutation(request, changeCategory);
}

export function ErrorBoundary() {
  return <AdminRouteError loadError="categories.loadError" />;
}

export default function AdminCategories({ loaderData: categories }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const format = useFormatDate();
  // undefined: closed; null: creating; a category: editing it.
  const [editing, setEditing] = useState<Category | null>();
  const [pendingDelete, setPendingDelete] = useState<Category>();
  const deleting = useMutation<CategoryChange, unknown>({
    onDone: () => toast.success(t("categories.deleted")),
    onFailure: (message) => toast.error(message ?? t("categories.deleteError")),
  });

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
        <DataTable
          rows={categories}
          columns={[
            {
              header: t("categories.columns.name"),
              cell: (category) => category.name,
              cellClassName: "font-medium text-slate-900 dark:text-white",
            },
            {
              header: t("categories.columns.description"),
              cell: (category) => category.description || "—",
              cellClassName: "max-w-md text-slate-600 dark:text-slate-400",
            },
            {
              header: t("categories.columns.createdAt"),
              cell: (category) => format.date(category.createdAt),
              className: "whitespace-nowrap",
            },
            {
              header: t("common.actions"),
              className: "text-right whitespace-nowrap",
              cell: (category) => (
                <>
                  <button
                    type="button"
                    onClick={() => setEditing(category)}
                    className={buttonStyles.icon}
                    aria-label={t("categories.editNamed", { name: category.name })}
                  >
                    <Pencil aria-hidden="true" className="h-4 w-4" />
                    {t("common.edit")}
                  </button>
                  <DeleteRowButton
                    label={t("categories.deleteNamed", { name: category.name })}
                    onClick={() => setPendingDelete(category)}
                  />
                </>
              ),
            },
          ]}
        />
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
        open={pendingDelete !== undefined}
        title={t("categories.deleteTitle")}
        message={t("categories.deleteConfirm")}
        confirmLabel={t("common.delete")}
        busy={deleting.busy}
        onConfirm={() => {
          if (pendingDelete) void deleting.submit({ intent: "delete", id: pendingDelete._id });
          setPendingDelete(undefined);
        }}
        onCancel={() => setPendingDelete(undefined)}
      />
    </>
  );
}
