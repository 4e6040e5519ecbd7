import { useEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "~/components/ui/toast";
import {
  formValuesToDraft,
  formValuesToPostInput,
  type PostFormValues,
  postFormResolver,
  splitList,
} from "./post-form-values";
import type { PostChange } from "./post-requests";
import { useMutation } from "~/admin/ui/route-data";
import type { Category } from "../../../common/category";
import type { Author } from "../../../common/user";
import { limits } from "../../../common/fields";
import { languageCodes } from "../../../common/i18n/languages";
import { type Post, type PostInput, postInputSchema, postState, type PostStatus } from "../../../common/post";
import { LivePreviewPane, PreviewToggle } from "~/admin/ui/live-preview-pane";
import { slugify } from "../../../common/slug";
import { Chips, Field, FieldError, fieldProps, FormAlert } from "~/admin/ui/form-controls";
import { CoverImageField } from "~/admin/ui/image-upload";
import { RichTextEditor } from "~/admin/ui/rich-text-editor";
import { EditorBar, openPreview } from "./editor-bar";
import { SearchPreview } from "./search-preview";
import { ScheduleFields } from "./schedule-fields";
import { TranslationSource } from "./translation-source";
import { UnsavedChangesGuard } from "~/admin/ui/unsaved-changes";
import { AutosaveOffer } from "~/admin/ui/autosave-offer";
import { AutosaveStatus } from "~/admin/ui/autosave-status";
import { RevisionHistory } from "./revision-history";
import { type PendingEdits, usePostRevisions } from "./use-post-revisions";

/**
 * Creating and editing a post, and a new translation beside its source text. Nothing is
 * lost: a failed save keeps every field, edits to a saved post are autosaved as the
 * editor's draft revision (Ctrl/Cmd+S at once), and leaving with unsaved changes asks
 * first (in the app and when closing the tab).
 */
export function PostForm({
  post,
  translationSource,
  categories,
  authors,
  timeZone,
  initialValues,
  pendingAutosave,
}: {
  post?: Post;
  /** The version a new translation starts from, shown beside the form. */
  translationSource?: Post;
  categories: Category[];
  /** Active staff; the post's own author is offered too when no longer active. */
  authors: Author[];
  /** The agency's time zone, in which schedules are shown and entered. */
  timeZone: string;
  initialValues: PostFormValues;
  /** This user's autosave newer than the post's last save, to offer back. */
  pendingAutosave?: PendingEdits | null;
}) {
  const { t } = useTranslation("admin");
  const navigate = useNavigate();
  const saved = useRef(false);
  const saving = useMutation<PostChange, unknown>({
    onDone: () => {
      saved.current = true;
      toast.success(t(post ? "posts.updated" : "posts.created"));
      void navigate("/admin/posts");
    },
  });
  const form = useForm<PostFormValues, unknown, PostInput>({
    resolver: postFormResolver,
    defaultValues: initialValues,
  });
  const {
    register,
    control,
    handleSubmit,
    getValues,
    formState: { errors, isDirty },
  } = form;
  const revisions = usePostRevisions({
    postId: post?._id,
    // A translation not saved yet is guarded by the leave prompt only; a new post is kept as its author's draft.
    autosaves: Boolean(post) || !translationSource,
    form,
    initialValues,
    pendingAutosave,
  });
  const { autosave } = revisions;
  const [title, slug, excerpt, tags, seoTitle, seoDescription, seoKeywords, publishAt] = useWatch({
    control,
    name: ["title", "slug", "excerpt", "tags", "seoTitle", "seoDescription", "seoKeywords", "publishAt"],
  });
  const published = post?.status === "published";

  // Each button of the bar saves with its own status: Save draft and Unpublish as a draft,
  // Publish and Update as published.
  const saveAs = (status: PostStatus) =>
    void handleSubmit(async (values) => {
      await autosave.cancel();
      const input = { ...values, status };
      void saving.submit(post ? { intent: "update", id: post._id, input } : { intent: "create", input });
    })();
  const onPreview = () => void handleSubmit(openPreview)();
  const saveError = saving.failure && (saving.failure.message ?? t("posts.saveError"));

  // Ctrl/Cmd+S saves instead of the browser's "save page": a saved post's autosave at
  // once, a new post as a draft.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== "s") return;
      event.preventDefault();
      if (post) void autosave.saveNow();
      else saveAs("draft");
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  });

  const describedBy = (field: keyof PostFormValues) => (errors[field] ? `${field}-error` : undefined);
  const text = fieldProps(register, errors);

  // The live preview (decision 061): the post page drawn from the values as typed, beside
  // the form from `xl`, instead of it below. Values the API would refuse keep the last drawing.
  const [livePreview, setLivePreview] = useState(false);
  const values = useWatch({ control });
  const previewBody = useMemo(() => {
    if (!livePreview) return null;
    const checked = postInputSchema.safeParse(formValuesToPostInput(values as PostFormValues));
    return checked.success ? { post: JSON.stringify(checked.data) } : null;
  }, [livePreview, values]);
  const postLanguage = (values as PostFormValues).language;

  return (
    <div className={livePreview ? "xl:grid xl:grid-cols-2 xl:items-start xl:gap-6" : ""}>
      <div className={`mb-4 flex ${livePreview ? "xl:col-span-2" : ""}`}>
        <PreviewToggle
          shown={livePreview}
          onToggle={() => setLivePreview((shown) => !shown)}
          label={t(livePreview ? "livePreview.hide" : "livePreview.title")}
        />
      </div>
      <form
        noValidate
        onSubmit={(event) => event.preventDefault()}
        className={`grid grid-cols-1 gap-6 ${livePreview ? "hidden min-w-0 xl:grid" : "xl:grid-cols-3"}`}
      >
        <EditorBar
          state={post ? postState(post) : "draft"}
          scheduling={!published && Boolean(publishAt)}
          publishAt={post?.publishAt ?? null}
          timeZone={timeZone}
          status={
            <AutosaveStatus
              state={autosave.state}
              dirty={isDirty}
              published={published}
              onRetry={() => void autosave.saveNow()}
            />
          }
          busy={saving.busy}
          savingAs={saving.pending && "input" in saving.pending ? saving.pending.input.status : undefined}
          onSave={saveAs}
          onPreview={onPreview}
          onHistory={post && (() => revisions.setHistoryOpen(true))}
        />
        {translationSource && (
          <TranslationSource source={translationSource} className={`min-w-0 ${livePreview ? "" : "xl:col-start-3"}`} />
        )}
        <div
          className={`min-w-0 space-y-5 ${livePreview ? "" : "xl:col-span-2"} ${translationSource && !livePreview ? "xl:col-start-1 xl:row-span-2 xl:row-start-2" : ""}`}
        >
          {post?.deletedAt && (
            <div
              role="status"
              className="rounded-xl border border-slate-300 bg-slate-100 p-4 text-sm dark:border-slate-600 dark:bg-slate-800"
            >
              {t("posts.inTrash")}{" "}
              <Link
                to="/admin/posts?status=trash"
                className="font-semibold text-brand-700 underline dark:text-brand-100"
              >
                {t("posts.openTrash")}
              </Link>
            </div>
          )}
          {revisions.offer && (
            <AutosaveOffer
              savedAt={revisions.offer.savedAt}
              busy={revisions.offerBusy}
              onRestore={revisions.restoreOffer}
              onDiscard={() => void revisions.discardOffer()}
            />
          )}
          {saveError && <FormAlert message={saveError} />}
          <div className="space-y-1.5">
            <label htmlFor="title" className="sr-only">
              {t("posts.form.title")}
            </label>
            {/* One line of text that wraps as the page's heading does (a phone showed a long title
              cut); Enter is no line break in a title. */}
            <textarea
              rows={1}
              maxLength={limits.title}
              placeholder={t("posts.form.titlePlaceholder")}
              {...text("title")}
              onKeyDown={(event) => event.key === "Enter" && event.preventDefault()}
              className="block w-full resize-none overflow-hidden border-0 border-b-2 border-slate-200 bg-transparent px-0 py-2 text-2xl font-bold [field-sizing:content] text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:ring-0 focus:outline-none aria-[invalid=true]:border-red-500 sm:text-3xl dark:border-slate-700 dark:text-white"
            />
            {errors.title?.message && <FieldError id="title" message={errors.title.message} />}
          </div>
          <Field label={t("posts.form.content")} htmlFor="content" error={errors.content?.message}>
            <Controller
              control={control}
              name="content"
              render={({ field }) => (
                <RichTextEditor
                  id="content"
                  label={t("posts.form.content")}
                  value={field.value}
                  onChange={field.onChange}
                  invalid={Boolean(errors.content)}
                  describedBy={describedBy("content")}
                />
              )}
            />
          </Field>
          <Field label={t("posts.form.excerpt")} htmlFor="excerpt" error={errors.excerpt?.message}>
            <textarea rows={3} maxLength={limits.excerpt} {...text("excerpt")} />
          </Field>
          <fieldset className="min-w-0 space-y-4 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
            <legend className="px-1 text-sm font-semibold">{t("posts.form.seo")}</legend>
            <Field
              label={t("posts.form.slug")}
              htmlFor="slug"
              error={errors.slug?.message}
              hint={t("posts.form.slugHint")}
            >
              <input type="text" maxLength={limits.slug} placeholder={slugify(title)} {...text("slug")} />
            </Field>
            <Field label={t("posts.form.seoTitle")} htmlFor="seoTitle" error={errors.seoTitle?.message}>
              <input type="text" maxLength={limits.seoTitle} {...text("seoTitle")} />
            </Field>
            <Field
              label={t("posts.form.seoDescription")}
              htmlFor="seoDescription"
              error={errors.seoDescription?.message}
            >
              <textarea rows={3} maxLength={limits.seoDescription} {...text("seoDescription")} />
            </Field>
            <Field
              label={t("posts.form.seoKeywords")}
              htmlFor="seoKeywords"
              error={errors.seoKeywords?.message}
              hint={<Chips items={splitList(seoKeywords)} label={t("posts.form.seoKeywords")} />}
            >
              <input type="text" placeholder={t("posts.form.commaHint")} {...text("seoKeywords")} />
            </Field>
            <SearchPreview
              title={seoTitle || title}
              slug={slug || slugify(title)}
              description={seoDescription || excerpt}
            />
          </fieldset>
        </div>

        <div className={`min-w-0 space-y-5 ${livePreview ? "" : "xl:col-start-3"}`}>
          <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
            <div className="space-y-2">
              <label htmlFor="image" className="block text-sm font-medium text-slate-700 dark:text-slate-300">
                {t("posts.form.cover")}
              </label>
              <Controller
                control={control}
                name="image"
                render={({ field }) => <CoverImageField id="image" value={field.value} onChange={field.onChange} />}
              />
              {errors.image?.message && (
                <p className="text-sm text-red-600">{t(errors.image.message, { ns: "common" })}</p>
              )}
            </div>

            <Field
              label={t("posts.languages.language")}
              htmlFor="language"
              error={errors.language?.message}
              hint={post ? t("posts.languages.fixed") : undefined}
            >
              <select disabled={Boolean(post)} {...text("language")}>
                {languageCodes.map((language) => (
                  <option key={language} value={language}>
                    {t(`languageNames.${language}`)}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={t("posts.form.author")} htmlFor="author" error={errors.author?.message}>
              <select {...text("author")}>
                {post?.author && !authors.some((author) => author._id === post.author!._id) && (
                  <option value={post.author._id}>{post.author.name}</option>
                )}
                {authors.map((author) => (
                  <option key={author._id} value={author._id}>
                    {author.name}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={t("posts.form.category")} htmlFor="category" error={errors.category?.message}>
              <select {...text("category")}>
                <option value="">{t("posts.form.noCategory")}</option>
                {categories.map((category) => (
                  <option key={category._id} value={category._id}>
                    {category.name}
                  </option>
                ))}
              </select>
            </Field>
            <Field
              label={t("posts.form.tags")}
              htmlFor="tags"
              error={errors.tags?.message}
              hint={<Chips items={splitList(tags)} label={t("posts.form.tags")} />}
            >
              <input type="text" placeholder={t("posts.form.commaHint")} {...text("tags")} />
            </Field>
          </div>
          <ScheduleFields control={control} errors={errors} timeZone={timeZone} published={published} />
        </div>

        {post && (
          <RevisionHistory
            postId={post._id}
            open={revisions.historyOpen}
            categories={categories}
            current={() => formValuesToDraft(getValues())}
            onClose={() => revisions.setHistoryOpen(false)}
            onRestore={revisions.restoreFromHistory}
          />
        )}
        <UnsavedChangesGuard dirty={isDirty} saved={saved} />
      </form>
      {livePreview && (
        <div className="h-[calc(100vh-10rem)] min-w-0 xl:sticky xl:top-20 xl:h-[calc(100vh-7rem)]">
          <LivePreviewPane
            src={`/admin/preview?lng=${postLanguage ?? "en"}`}
            body={previewBody}
            encType="application/x-www-form-urlencoded"
            openInTab={onPreview}
          />
        </div>
      )}
    </div>
  );
}
