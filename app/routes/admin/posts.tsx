import { Pencil, Plus, Search } from "lucide-react";
import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { ConfirmDialog } from "~/components/admin/dialog";
import {
  AdminTitle,
  buttonStyles,
  EmptyState,
  ErrorPanel,
  inputStyles,
  LoadingState,
  PageHeader,
  StatusBadge,
  tableStyles,
  useFormatDate,
  DeleteRowButton,
} from "~/components/admin/ui";
import { adminFetch, errorMessage } from "~/features/admin/api";
import type { Post, PostPage } from "../../../common/post";
import { useAdminData } from "~/features/admin/use-admin-data";

const pageSize = 20;
const statusFilters = ["all", "published", "draft"] as const;

/** The post list: search, status filter, pages; the address keeps them. */
export default function AdminPosts() {
  const { t } = useTranslation("admin");
  const format = useFormatDate();
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get("q") ?? "";
  const status = statusFilters.find((value) => value === searchParams.get("status")) ?? "all";
  const page = Math.max(1, Number(searchParams.get("page")) || 1);
  const [searchText, setSearchText] = useState(q);
  const [pendingDelete, setPendingDelete] = useState<Post>();
  const [deleting, setDeleting] = useState(false);

  const query = new URLSearchParams({ status, page: String(page), limit: String(pageSize), ...(q ? { q } : {}) });
  const { data, loading, error, reload, update } = useAdminData<PostPage>(`/api/posts?${query}`);

  const setParams = (changes: Record<string, string>) =>
    setSearchParams(
      (params) => {
        for (const [key, value] of Object.entries(changes)) {
          if (value && !(key === "status" && value === "all") && !(key === "page" && value === "1")) params.set(key, value);
          else params.delete(key);
        }
        return params;
      },
      { replace: true },
    );

  // Searching as one types, once typing pauses.
  useEffect(() => {
    if (searchText.trim() === q) return;
    const timer = setTimeout(() => setParams({ q: searchText.trim(), page: "1" }), 300);
    return () => clearTimeout(timer);
  });

  async function confirmDelete() {
    if (!pendingDelete) return;
    setDeleting(true);
    try {
      await adminFetch(`/api/posts/${pendingDelete._id}`, { method: "DELETE" });
      update((current) => ({ ...current, posts: current.posts.filter((post) => post._id !== pendingDelete._id), total: current.total - 1 }));
      toast.success(t("posts.deleted"));
    } catch (failure) {
      toast.error(errorMessage(failure, t("posts.deleteError")));
    } finally {
      setDeleting(false);
      setPendingDelete(undefined);
    }
  }

  const pages = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;

  return (
    <>
      <AdminTitle>{t("posts.title")}</AdminTitle>
      <PageHeader title={t("posts.title")}>
        <Link to="/admin/posts/new" className={buttonStyles.primary}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          {t("posts.addNew")}
        </Link>
      </PageHeader>

      <div className="mb-4 flex flex-wrap gap-3">
        <div className="relative min-w-64 flex-1">
          <Search aria-hidden="true" className="pointer-events-none absolute top-2.5 left-3 h-4 w-4 text-slate-400" />
          <input
            type="search"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            aria-label={t("posts.search")}
            placeholder={t("posts.search")}
            className={`${inputStyles} pl-9`}
          />
        </div>
        <select
          value={status}
          onChange={(event) => setParams({ status: event.target.value, page: "1" })}
          aria-label={t("posts.statusFilter")}
          className={`${inputStyles} w-auto`}
        >
          {statusFilters.map((value) => (
            <option key={value} value={value}>
              {t(`posts.filter.${value}`)}
            </option>
          ))}
        </select>
      </div>

      {error != null && <ErrorPanel message={errorMessage(error, t("posts.listError"))} onRetry={reload} />}
      {loading && !data && <LoadingState />}
      {data && data.posts.length === 0 && !loading && <EmptyState text={q || status !== "all" ? t("posts.noMatches") : t("posts.empty")} />}
      {data && data.posts.length > 0 && (
        <div className={tableStyles.wrapper} aria-busy={loading}>
          <table className={tableStyles.table}>
            <thead className="bg-slate-50 dark:bg-slate-800/50">
              <tr>
                <th scope="col" className={tableStyles.th}>{t("posts.columns.title")}</th>
                <th scope="col" className={tableStyles.th}>{t("posts.columns.author")}</th>
                <th scope="col" className={tableStyles.th}>{t("posts.columns.category")}</th>
                <th scope="col" className={tableStyles.th}>{t("posts.columns.status")}</th>
                <th scope="col" className={tableStyles.th}>{t("posts.columns.date")}</th>
                <th scope="col" className={`${tableStyles.th} text-right`}>{t("common.actions")}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {data.posts.map((post) => (
                <tr key={post._id}>
                  <td className={`${tableStyles.td} font-medium text-slate-900 dark:text-white`}>{post.title}</td>
                  <td className={tableStyles.td}>{post.author?.name ?? "—"}</td>
                  <td className={tableStyles.td}>{post.category?.name ?? "—"}</td>
                  <td className={tableStyles.td}><StatusBadge status={post.status} /></td>
                  <td className={`${tableStyles.td} whitespace-nowrap`}>{format.date(post.createdAt)}</td>
                  <td className={`${tableStyles.td} text-right whitespace-nowrap`}>
                    <Link to={`/admin/posts/edit/${post._id}`} className={buttonStyles.icon} aria-label={t("posts.editNamed", { title: post.title })}>
                      <Pencil aria-hidden="true" className="h-4 w-4" />
                      {t("common.edit")}
                    </Link>
                    <DeleteRowButton label={t("posts.deleteNamed", { title: post.title })} onClick={() => setPendingDelete(post)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {data && pages > 1 && (
        <nav aria-label={t("common.pagination")} className="mt-4 flex items-center justify-between text-sm">
          <button type="button" disabled={page <= 1} onClick={() => setParams({ page: String(page - 1) })} className={buttonStyles.secondary}>
            {t("common.previous")}
          </button>
          <span>{t("common.pageOf", { page, pages })}</span>
          <button type="button" disabled={page >= pages} onClick={() => setParams({ page: String(page + 1) })} className={buttonStyles.secondary}>
            {t("common.next")}
          </button>
        </nav>
      )}

      <ConfirmDialog
        open={pendingDelete !== undefined}
        title={t("posts.deleteTitle")}
        message={t("posts.deleteConfirm", { title: pendingDelete?.title ?? "" })}
        confirmLabel={t("common.delete")}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPendingDelete(undefined)}
      />
    </>
  );
}
