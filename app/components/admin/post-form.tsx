import { useEffect, useRef } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useBlocker, useNavigate } from "react-router";
import { Spinner } from "~/components/ui/spinner";
import { toast } from "~/components/ui/toast";
import { type PostFormValues, postFormResolver, splitList } from "~/features/admin/post-form-values";
import type { PostChange } from "~/features/admin/posts";
import { useMutation } from "~/features/admin/route-data";
import type { Category } from "../../../common/category";
import { limits } from "../../../common/fields";
import type { Post, PostInput } from "../../../common/post";
import { buttonStyles } from "./buttons";
import { ConfirmDialog } from "./dialog";
import { Chips, Field, FormAlert, inputStyles } from "./form-controls";
import { CoverImageField } from "./image-upload";
import { RichTextEditor } from "./rich-text-editor";
import { SearchPreview } from "./search-preview";

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

  // Refs, read when a navigation starts: that may be right after a save, before a re-render.
  const dirty = useRef(isDirty);
  useEffect(() => {
    dirty.current = isDirty;
  }, [isDirty]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty.current && !saved.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!saved.current) event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [isDirty]);

  const onSubmit = handleSubmit(
    (input) => void saving.submit(post ? { intent: "update", id: post._id, input } : { intent: "create", input }),
  );
  const saveError = saving.failure && (saving.failure.message ?? t("posts.saveError"));

  const describedBy = (field: keyof PostFormValues) => (errors[field] ? `${field}-error` : undefined);
  const text = (field: keyof PostFormValues) => ({
    id: field,
    "aria-invalid": Boolean(errors[field]),
    "aria-describedby": describedBy(field),
    className: inputStyles,
    ...register(field),
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6 xl:grid-cols-3">
      <div className="space-y-5 xl:col-span-2">
        {saveError && <FormAlert message={saveError} />}
        <Field label={t("posts.form.title")} htmlFor="title" error={errors.title?.message}>
          <input type="text" maxLength={limits.title} {...text("title")} />
        </Field>
        <Field label={t("posts.form.content")} htmlFor="content" error={errors.content?.message}>
          <Controller
            control={control}
            name="content"
            render={({ field }) => (
              <RichTextEditor
                id="content"
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
        <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
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

      <div className="space-y-5">
        <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
          <Field label={t("posts.form.status")} htmlFor="status" error={errors.status?.message}>
            <select {...text("status")}>
              <option value="draft">{t("posts.status.draft")}</option>
              <option value="published">{t("posts.status.published")}</option>
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
          <button type="submit" disabled={saving.busy} className={`${buttonStyles.primary} w-full`}>
            {saving.busy && <Spinner className="size-4 border-2" />}
            {t(saving.busy ? "posts.form.saving" : "posts.form.save")}
          </button>
        </div>
        <div className="space-y-2">
          <label htmlFor="image" className="block text-sm font-medium text-slate-700 dark:text-slate-300">
            {t("posts.form.cover")}
          </label>
          <Controller
            control={control}
            name="image"
            render={({ field }) => <CoverImageField id="image" value={field.value} onChange={field.onChange} />}
          />
          {errors.image?.message && <p className="text-sm text-red-600">{t(errors.image.message, { ns: "common" })}</p>}
        </div>
      </div>

      <ConfirmDialog
        open={blocker.state === "blocked"}
        title={t("posts.form.leaveTitle")}
        message={t("posts.form.leaveConfirm")}
        confirmLabel={t("posts.form.leave")}
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </form>
  );
}
