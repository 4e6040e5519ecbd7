import { Pencil } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useFormatDate } from "~/admin/ui/use-format-date";
import { type Category, categoryTranslationLanguages } from "../../../common/category";
import { DeleteRowButton, RowAction } from "~/admin/ui/buttons";
import { DataTable } from "~/admin/ui/data-table";

interface CategoryTableProps {
  categories: Category[];
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
}

/**
 * The categories with their description, the languages they lack, post count and date;
 * each row edits or deletes its category.
 */
export function CategoryTable({ categories, onEdit, onDelete }: CategoryTableProps) {
  const { t } = useTranslation("admin");
  const format = useFormatDate();
  return (
    <DataTable
      rows={categories}
      columns={[
        {
          header: t("categories.columns.name"),
          cell: (category) => category.name,
          cellClassName: "font-medium text-slate-900 dark:text-white",
          card: "title",
        },
        {
          header: t("categories.columns.description"),
          cell: (category) => category.description || "—",
          cellClassName: "max-w-md text-slate-600 dark:text-slate-400",
        },
        {
          header: t("posts.columns.languages"),
          cell: (category) => {
            const missing = categoryTranslationLanguages.filter((language) => !category.translations[language]);
            return (
              <span
                className={missing.length ? "text-sm text-amber-700 dark:text-amber-300" : "text-sm text-slate-500"}
              >
                {missing.length
                  ? t("posts.languages.missing", {
                      languages: missing.map((language) => t(`languageNames.${language}`)).join(", "),
                    })
                  : t("posts.languages.complete")}
              </span>
            );
          },
        },
        {
          header: t("categories.columns.posts"),
          cell: (category) => category.postCount,
          className: "text-right tabular-nums",
        },
        {
          header: t("categories.columns.createdAt"),
          cell: (category) => format.date(category.createdAt),
          className: "whitespace-nowrap",
        },
        {
          header: t("common.actions"),
          className: "text-right whitespace-nowrap",
          card: "actions",
          cell: (category) => (
            <>
              <RowAction
                icon={Pencil}
                text={t("common.edit")}
                label={t("categories.editNamed", { name: category.name })}
                onClick={() => onEdit(category)}
              />
              <DeleteRowButton
                label={t("categories.deleteNamed", { name: category.name })}
                onClick={() => onDelete(category)}
              />
            </>
          ),
        },
      ]}
    />
  );
}
