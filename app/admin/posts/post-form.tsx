import { useRef } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "~/components/ui/toast";
import { type PostFormValues, postFormResolver, splitList } from "./post-form-values";
import type { PostChange } from "./post-requests";
import { useMutation } from "~/admin/ui/route-data";
import type { Category } from "../../../common/category";
import { limits } from "../../../common/fields";
import { languageCodes } from "../../../common/i18n/languages";
import type { Post, PostInput, PostStatus } from "../../../common/post";
import { Chips, Field, FieldError, fieldProps, FormAlert } from "~/admin/ui/form-controls";
import { CoverImageField } from "~/admin/ui/image-upload";
import { RichTextEditor } from "~/admin/ui/rich-text-editor";
import { EditorBar, openPreview } from "./editor-bar";
import { SearchPreview } from "./search-preview";
import { UnsavedChangesGuard } from "~/admin/ui/unsaved-changes";

/**
 * Creating and editing a post. Nothing is lost: a failed save keeps every field, and
 * leaving with unsaved changes asks first (in the app and when closing the tab).
 */
export function PostForm({
  post,
  categories,
  initialValues,
}: {
  post?: Post;
  categories: Category[];
  initialValues: PostFormValues;
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
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isDirty },
  } = useForm<PostFormValues, unknown, PostInput>({ resolver: postFormResolver, defaultValues: initialValues });
  const [title, slug, excerpt, tags, seoTitle, seoDescription, seoKeywords] = useWatch({
    control,
    name: ["title", "slug", "excerpt", "tags", "seoTitle", "seoDescription", "seoKeywords"],
  });

  // Each button of the bar saves with its own status: Save draft and Unpublish as a draft,
  // Publish and Update as published.
  const saveAs = (status: PostStatus) =>
    void handleSubmit((values) => {
      const input = { ...values, status };
      void saving.submit(post ? { intent: "update", id: post._id, input } : { intent: "create", input });
    })();
  const onPreview = () => void handleSubmit(openPreview)();
  const saveError = saving.failure && (saving.failure.message ?? t("posts.saveError"));

  const describedBy = (field: keyof PostFormValues) => (errors[field] ? `${field}-error` : undefined);
  const text = fieldProps(register, errors);

  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} className="grid grid-cols-1 gap-6 xl:grid-cols-3">
      <EditorBar
        published={post?.status === "published"}
        dirty={isDirty}
        busy={saving.busy}
        savingAs={saving.pending && "input" in saving.pending ? saving.pending.input.status : undefined}
        onSave={saveAs}
        onPreview={onPreview}
      />
      <div className="min-w-0 space-y-5 xl:col-span-2">
        {saveError && <FormAlert message={saveError} />}
        <div className="space-y-1.5">
          <label htmlFor="title" className="sr-only">
            {t("posts.form.title")}
          </label>
          <input
            type="text"
            maxLength={limits.title}
            placeholder={t("posts.form.titlePlaceholder")}
            {...text("title")}
            className="block w-full border-0 border-b-2 border-slate-200 bg-transparent px-0 py-2 text-3xl font-bold text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:ring-0 focus:outline-none aria-[invalid=true]:border-red-500 dark:border-slate-700 dark:text-white"
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
            <input type="text" maxLength={limits.slug} {...text("slug")} />
          </Field>
          <Field label={t("posts.form.seoTitle")} htmlFor="seoTitle" error={errors.seoTitle?.message}>
            <input type="text" maxLength={limits.seoTitle} {...text("seoTitle")} />
          </Field>
          <Field label={t("posts.form.seoDescription")} htmlFor="seoDescription" error={errors.seoDescription?.message}>
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
          <SearchPreview title={seoTitle || title} slug={slug} description={seoDescription || excerpt} />
        </fieldset>
      </div>

      <div className="min-w-0 space-y-5">
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
      </div>

      <UnsavedChangesGuard dirty={isDirty} saved={saved} />
    </form>
  );
}
