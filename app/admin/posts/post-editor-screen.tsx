import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCurrentUser } from "~/admin/ui/current-user";
import { AdminHeader, AdminTitle } from "~/admin/ui/page-heading";
import type { Language } from "../../../common/i18n/languages";
import { NewsletterSendPanel } from "./newsletter-send-panel";
import { PostForm } from "./post-form";
import { emptyPostForm, postToFormValues, translationToFormValues } from "./post-form-values";
import { PostLanguageTabs } from "./post-language-tabs";
import { type loadPostEditor, translationSource } from "./post-requests";

/** /admin/posts/new and /admin/posts/edit/:id: one form for both, and for a new translation. */
export function PostEditorScreen({
  post,
  translation,
  categories,
  authors,
  timeZone,
  autosave,
}: Awaited<ReturnType<typeof loadPostEditor>>) {
  const { t } = useTranslation("admin");
  // A new post is its creator's until another author is chosen.
  const creator = useCurrentUser();
  const title = t(post ? "posts.editTitle" : translation ? "posts.translateTitle" : "posts.newTitle");
  const versions = post?.translations ?? translation?.source.translations;
  const current: Language | undefined = post?.language ?? translation?.language;
  return (
    <>
      <AdminTitle>{title}</AdminTitle>
      <AdminHeader title={title}>
        <Link to="/admin/posts" className="text-sm font-semibold text-brand-600 dark:text-brand-100">
          {t("posts.backToList")}
        </Link>
      </AdminHeader>
      {versions && current && (
        <PostLanguageTabs
          key={`${current}:${post?._id ?? "new"}`}
          versions={versions}
          current={current}
          source={translationSource(versions, post?._id)}
        />
      )}
      <PostForm
        key={post?._id ?? (translation ? `${translation.source._id}:${translation.language}` : "new")}
        post={post}
        translationSource={translation?.source}
        categories={categories}
        authors={authors}
        timeZone={timeZone}
        initialValues={
          post
            ? postToFormValues(post)
            : translation
              ? translationToFormValues(translation.source, translation.language)
              : { ...emptyPostForm, author: creator?._id ?? "" }
        }
        pendingAutosave={autosave}
      />
      {/* Sending is the admins' (the newsletter API is theirs alone). */}
      {post && creator?.role === "admin" && <NewsletterSendPanel post={post} />}
    </>
  );
}
