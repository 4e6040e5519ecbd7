import { Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigation, useSearchParams } from "react-router";
import { buttonStyles } from "~/admin/ui/buttons";
import { ConfirmDialog } from "~/admin/ui/dialog";
import { ListPages } from "~/admin/ui/list-pages";
import { AdminHeader, AdminTitle } from "~/admin/ui/page-heading";
import { UnsavedNewItem } from "~/admin/ui/unsaved-new-item";
import { EmptyState } from "~/components/ui/empty-state";
import { ArticleBulkBar } from "./article-bulk-bar";
import { ArticleTable } from "./article-table";
import { PostListControls } from "./post-list-controls";
import { type loadPostList, postListView, postPageSize } from "./post-requests";
import { useArticleChanges } from "./use-article-changes";

/**
 * The posts list, one row per article with its languages (decision 037): search, filters,
 * pages and the trash, kept in the address; bulk actions on the selected articles.
 */
export function PostList({ page: data, categories, timeZone, newPostDraft }: Awaited<ReturnType<typeof loadPostList>>) {
  const { t } = useTranslation("admin");
  const [searchParams] = useSearchParams();
  const view = postListView(searchParams);
  const trashView = view.status === "trash";
  const loading = useNavigation().state === "loading";
  const changes = useArticleChanges(data.articles, view.lang);
  const { change, pendingDelete } = changes;
  const filtered = Boolean(view.q || view.lang || view.category || view.author || view.status !== "all");
  const title = t(trashView ? "posts.trashTitle" : "posts.title");

  return (
    <>
      <AdminTitle>{title}</AdminTitle>
      <AdminHeader title={title}>
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
            selectedCount={changes.selectedIds.length}
            trashView={trashView}
            language={view.lang}
            busy={change.busy}
            onSelectAll={changes.selectAll}
            onAction={(action) => changes.act(changes.selectedIds, action)}
          />
          <ArticleTable
            articles={data.articles}
            timeZone={timeZone}
            trashView={trashView}
            busy={loading || change.busy}
            selected={changes.selected}
            onSelect={changes.select}
            onAction={(article, action) => changes.act([article._id], action, article.title)}
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
        onConfirm={changes.confirmDelete}
        onCancel={changes.cancelDelete}
      />
    </>
  );
}
