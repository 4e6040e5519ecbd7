import { Plus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigation, useSearchParams } from "react-router";
import { buttonStyles } from "~/admin/ui/buttons";
import { ConfirmDialog } from "~/admin/ui/dialog";
import { AdminHeader, AdminTitle } from "~/admin/ui/page-heading";
import { ListPages } from "~/admin/ui/list-pages";
import { PostListControls } from "./post-list-controls";
import { ArticleBulkBar } from "./article-bulk-bar";
import { ArticleTable } from "./article-table";
import { readNewPostDraft } from "./revision-requests";
import { UnsavedNewItem } from "~/admin/ui/unsaved-new-item";
import { AdminRouteError } from "~/admin/ui/route-error";
import { EmptyState } from "~/components/ui/empty-state";
import { toast } from "~/components/ui/toast";
import {
  type ArticlePage,
  changePost,
  loadTimeZone,
  type PostChange,
  postListPath,
  postListView,
  postPageSize,
} from "./post-requests";
import { loadAdminData, runMutation, useMutation } from "~/admin/ui/route-data";
import type { ArticleBulkAction, ArticleBulkAnswer } from "../../../common/article";
import type { Category } from "../../../common/category";
import type { Route } from "./+types/posts";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [page, categories, timeZone, newPostDraft] = await Promise.all([
    loadAdminData<ArticlePage>(request, postListPath(postListView(new URL(request.url).searchParams))),
    loadAdminData<Category[]>(request, "/api/categories"),
    loadTimeZone(request),
    // The caller's unsaved new post is a reminder, not the list: the list shows without it.
    readNewPostDraft(request.signal).catch(() => null),
  ]);
  return { page, categories, timeZone, newPostDraft };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return runMutation(request, changePost);
}

export function ErrorBoundary() {
  return <AdminRouteError loadError="posts.listError" />;
}

/** How long the toast of a move to the trash, with its Undo, stays. */
const undoToastMs = 8000;

/** What waits for "delete for good" to be confirmed: the articles' ids and a name for the dialog. */
interface PendingDelete {
  ids: string[];
  title?: string;
}

/**
 * The posts list, one row per article with its languages (decision 037): search, filters,
 * pages and the trash, kept in the address; bulk actions on the selected articles.
 */
export default function AdminPosts({
  loaderData: { page: data, categories, timeZone, newPostDraft },
}: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const [searchParams] = useSearchParams();
  const view = postListView(searchParams);
  const trashView = view.status === "trash";
  const loading = useNavigation().state === "loading";
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [pendingDelete, setPendingDelete] = useState<PendingDelete>();
  const change = useMutation<PostChange, ArticleBulkAnswer>({
    onDone: (answer, body) => {
      if (body.intent !== "bulk") return;
      const { ids, language } = body;
      toast.success(t(`posts.bulk.done.${body.action}`, { count: answer.ids.length }), {
        // A move to the trash can be taken back from its toast, for as long as it shows.
        ...(body.action === "trash" &&
          answer.ids.length > 0 && {
            durationMs: undoToastMs,
            action: {
              label: t("trashUndo.undo"),
              onClick: () => void change.submit({ intent: "bulk", ids, action: "restore", language }),
            },
          }),
      });
      setSelected(new Set());
    },
    onFailure: (message) => toast.error(message ?? t("posts.bulk.error")),
  });

  // Only articles still in the list count: one another editor moved away is no longer selected.
  const selectedIds = data.articles.filter((article) => selected.has(article._id)).map((article) => article._id);
  const act = (ids: string[], action: ArticleBulkAction, title?: string) => {
    if (action === "delete") setPendingDelete({ ids, title });
    else void change.submit({ intent: "bulk", ids, action, language: view.lang });
  };
  const filtered = Boolean(view.q || view.lang || view.category || view.author || view.status !== "all");

  return (
    <>
      <AdminTitle>{t(trashView ? "posts.trashTitle" : "posts.title")}</AdminTitle>
      <AdminHeader title={t(trashView ? "posts.trashTitle" : "posts.title")}>
        <Link to="/admin/posts/new" className={buttonStyles.primary}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          {t("posts.addNew")}
        </Link>
      </AdminHeader>
      {newPostDraft && !trashView && (
        <UnsavedNewItem
          label={t("newPostDraft.label")}
          title={newPostDraft.fields.title}
          updatedAt={newPostDraft.updatedAt}
          continueTo="/admin/posts/new"
          continueLabel={t("newPostDraft.continue")}
          busy={change.pending?.intent === "discardNewPostDraft"}
          onDiscard={() => void change.submit({ intent: "discardNewPostDraft" })}
        />
      )}
      <PostListControls view={view} categories={categories} authors={data.authors} />
      {trashView && <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">{t("posts.trashHint")}</p>}
      {data.articles.length === 0 ? (
        <EmptyState message={trashView ? t("posts.trashEmpty") : filtered ? t("posts.noMatches") : t("posts.empty")} />
      ) : (
        <>
          <ArticleBulkBar
            count={data.articles.length}
            selectedCount={selectedIds.length}
            trashView={trashView}
            language={view.lang}
            busy={change.busy}
            onSelectAll={(on) => setSelected(new Set(on ? data.articles.map((article) => article._id) : []))}
            onAction={(action) => act(selectedIds, action)}
          />
          <ArticleTable
            articles={data.articles}
            timeZone={timeZone}
            trashView={trashView}
            busy={loading || change.busy}
            selected={selected}
            onSelect={(id, on) =>
              setSelected((current) => {
                const next = new Set(current);
                if (on) next.add(id);
                else next.delete(id);
                return next;
              })
            }
            onAction={(article, action) => act([article._id], action, article.title)}
          />
        </>
      )}
      <ListPages page={view.page} pages={Math.ceil(data.total / postPageSize)} />
      <ConfirmDialog
        open={pendingDelete !== undefined}
        title={t("posts.deleteForeverTitle")}
        message={
          pendingDelete?.title
            ? t("posts.deleteForeverConfirm", { title: pendingDelete.title })
            : t("posts.deleteForeverSelected", { count: pendingDelete?.ids.length ?? 0 })
        }
        confirmLabel={t("posts.deleteForever")}
        busy={change.busy}
        onConfirm={() => {
          if (pendingDelete)
            void change.submit({ intent: "bulk", ids: pendingDelete.ids, action: "delete", language: view.lang });
          setPendingDelete(undefined);
        }}
        onCancel={() => setPendingDelete(undefined)}
      />
    </>
  );
}
