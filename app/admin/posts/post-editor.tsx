import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AdminHeader, AdminTitle } from "~/admin/ui/page-heading";
import { PostForm } from "./post-form";
import { PostLanguageTabs } from "./post-language-tabs";
import { AdminRouteError } from "~/admin/ui/route-error";
import { emptyPostForm, postToFormValues, translationToFormValues } from "./post-form-values";
import { changePost, loadTimeZone, translationSource } from "./post-requests";
import { pendingAutosave, readNewPostDraft } from "./revision-requests";
import { loadAdminData, runMutation, revalidateOnNavigationOnly } from "~/admin/ui/route-data";
import type { Category } from "../../../common/category";
import { type Language, languageCodes } from "../../../common/i18n/languages";
import type { Post } from "../../../common/post";
import type { Author } from "../../../common/user";
import { useCurrentUser } from "~/admin/ui/current-user";
import { NewsletterSendPanel } from "./newsletter-send-panel";
import type { Route } from "./+types/post-editor";

const postPath = (id: string) => `/api/posts/${encodeURIComponent(id)}`;

/**
 * /admin/posts/edit/:id loads the version; /admin/posts/new?translationOf=…&language=…
 * loads the version a translation starts from (decision 037): nothing is created until saved.
 */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const query = new URL(request.url).searchParams;
  const translationOf = params.id ? null : query.get("translationOf");
  const language = languageCodes.find((code) => code === query.get("language"));
  const [post, source, categories, authors, timeZone, autosave] = await Promise.all([
    params.id ? loadAdminData<Post>(request, postPath(params.id)) : undefined,
    translationOf && language ? loadAdminData<Post>(request, postPath(translationOf)) : undefined,
    loadAdminData<Category[]>(request, "/api/categories"),
    loadAdminData<Author[]>(request, "/api/authors"),
    loadTimeZone(request),
    // Offering the autosave (or the unsaved new post) back is a help, not a need: the
    // editor opens without it.
    params.id
      ? pendingAutosave(params.id, request.signal).then(
          (revision) => revision && { fields: revision.fields, savedAt: revision.createdAt },
          () => null,
        )
      : translationOf
        ? null
        : readNewPostDraft(request.signal).then(
            (draft) => draft && { fields: draft.fields, savedAt: draft.updatedAt },
            () => null,
          ),
  ]);
  return {
    post,
    translation: source && language ? { source, language } : undefined,
    categories,
    authors,
    timeZone,
    autosave,
  };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return runMutation(request, changePost);
}

export const shouldRevalidate = revalidateOnNavigationOnly;

export function ErrorBoundary() {
  return <AdminRouteError loadError="posts.loadError" />;
}

/** /admin/posts/new and /admin/posts/edit/:id: one form for both, and for a new translation. */
export default function AdminPostEditor({
  loaderData: { post, translation, categories, authors, timeZone, autosave },
}: Route.ComponentProps) {
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
