import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { type FieldErrors, FormProvider, get, type Resolver, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useMutation } from "~/admin/ui/route-data";
import { StickySaveBar } from "~/admin/ui/form-controls";
import { LanguageTabs } from "~/admin/ui/language-tabs";
import { UnsavedChangesGuard } from "~/admin/ui/unsaved-changes";
import { LivePreviewPane, PreviewToggle } from "~/admin/ui/live-preview-pane";
import { useMediaQuery } from "~/components/ui/use-media-query";
import { ViewOnSite } from "./view-on-site";
import { type ContentItem, type ContentItemInput, contentItemInputSchema } from "../../../common/content/items";
import type { TextPage } from "../../../common/content/choices";
import { missingLanguages } from "../../../common/content/translated";
import { type Language, languageCodes } from "../../../common/i18n/languages";
import { textPagePaths } from "../../../common/public-pages";
import { ContentField } from "./content-fields";
import { contentFormValues, type ContentFormValues, contentForms, type FieldDescription } from "./content-forms";
import type { ItemRef, PageSection } from "./page-sections";
import { pageSections } from "./page-sections";

interface PageFormValues {
  items: ContentFormValues[];
}

/** What Save sends: the page's items that changed. */
export interface PageSave extends Record<string, unknown> {
  updates: { kind: ItemRef["kind"]; id: string; input: ContentItemInput }[];
}

const sectionStyles =
  "min-w-0 space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-700 dark:bg-slate-900";

/**
 * One public page's words and pictures, section by section in the page's order, in the
 * language tabs, with the page drawn beside them from the unsaved values (decision 061).
 * One Save writes every item the page's sections changed.
 */
export function PageForm({ page, refs, items }: { page: TextPage; refs: ItemRef[]; items: ContentItem[] }) {
  const { t } = useTranslation("admin");
  const resolver = useMemo<Resolver<PageFormValues>>(() => {
    const checks = refs.map(
      (ref) => zodResolver(contentItemInputSchema(ref.kind) as never) as unknown as Resolver<ContentFormValues>,
    );
    return async (values, context, options) => {
      const own = { ...options, fields: {}, names: [] } as never;
      const results = await Promise.all(checks.map((check, index) => check(values.items[index]!, context, own)));
      if (results.every((result) => Object.keys(result.errors).length === 0)) {
        return { values: { items: results.map((result) => result.values as ContentFormValues) }, errors: {} };
      }
      const errors = { items: results.map((result) => result.errors) } as FieldErrors<PageFormValues>;
      return { values: {} as Record<string, never>, errors };
    };
  }, [refs]);
  const initial = useMemo(
    () => ({ items: refs.map((ref, index) => contentFormValues(ref.kind, items[index])) }),
    [refs, items],
  );
  const form = useForm<PageFormValues>({ resolver, defaultValues: initial });
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = form;
  const [savedItems, setSavedItems] = useState(items);
  const [savedOnce, setSavedOnce] = useState(false);
  const saving = useMutation<PageSave, ContentItem[]>({
    onDone: (saved) => {
      const next = savedItems.map((item) => saved.find((one) => one._id === item._id) ?? item);
      setSavedItems(next);
      reset({ items: refs.map((ref, index) => contentFormValues(ref.kind, next[index])) });
      setSavedOnce(true);
    },
  });
  const [language, setLanguage] = useState<Language>("en");
  // Below `lg` the form and the preview take turns (a toggle); from `lg` they stand side by side.
  const [showPreview, setShowPreview] = useState(false);
  // Not mounted while hidden: a phone would otherwise load and draw the public page in a
  // frame nobody sees, on every page editor it opens.
  const previewBeside = useMediaQuery("(min-width: 1024px)");
  const values = useWatch({ control }) as PageFormValues;

  const onSubmit = handleSubmit(
    (checked) => {
      const updates = refs.flatMap((ref, index) => {
        const before = JSON.stringify(contentFormValues(ref.kind, savedItems[index]));
        const input = checked.items[index]!;
        if (JSON.stringify(values.items[index]) === before) return [];
        return [{ kind: ref.kind, id: savedItems[index]!._id, input: input as unknown as ContentItemInput }];
      });
      if (updates.length > 0) void saving.submit({ updates });
    },
    (found) => {
      // A refused field may sit behind another language's tab: show that tab.
      const withError = languageCodes.find((code) =>
        refs.some((_, index) => get(found, `items.${index}.text.${code}`)),
      );
      if (withError && withError !== language) setLanguage(withError);
    },
  );

  // The preview gets the page's items as the API would check them; while one is not valid
  // (a required text emptied), it keeps its last drawing.
  const previewBody = useMemo(() => {
    const checked = refs.map((ref, index) => contentItemInputSchema(ref.kind).safeParse(values.items?.[index]));
    if (!checked.every((result) => result.success)) return null;
    return {
      items: refs.map((ref, index) => ({ kind: ref.kind, slug: ref.slug, input: checked[index]!.data })),
    };
  }, [refs, values]);

  const marker = (code: Language) => {
    if (refs.some((_, index) => get(errors, `items.${index}.text.${code}`))) return "error" as const;
    const incomplete = refs.some(
      (ref, index) =>
        contentForms[ref.kind].text.length > 0 &&
        missingLanguages((values.items?.[index]?.text ?? {}) as never).includes(code),
    );
    return incomplete ? ("missing" as const) : ("complete" as const);
  };
  const saveError = saving.failure && (saving.failure.message ?? t("content.form.saveError"));
  const justSaved = savedOnce && !isDirty && !saving.busy;
  const address = `${textPagePaths[page]}${language === "en" ? "" : `?lng=${language}`}`;

  return (
    <div className="lg:grid lg:grid-cols-2 lg:items-start lg:gap-6">
      <div className="mb-4 flex lg:hidden">
        <PreviewToggle
          shown={showPreview}
          onToggle={() => setShowPreview((shown) => !shown)}
          label={t(showPreview ? "livePreview.showForm" : "livePreview.show")}
        />
      </div>
      <FormProvider {...form}>
        <form noValidate onSubmit={onSubmit} className={`min-w-0 space-y-6 ${showPreview ? "hidden lg:block" : ""}`}>
          <LanguageTabs
            selected={language}
            onSelect={setLanguage}
            marker={marker}
            render={(code) =>
              code === language &&
              pageSections[page].map((section, index) => (
                <SectionFields key={`${section.key}-${index}`} section={section} refs={refs} language={code} />
              ))
            }
          />
          <StickySaveBar busy={saving.busy} error={saveError} saved={justSaved}>
            <ViewOnSite address={address} language={language} />
          </StickySaveBar>
          <UnsavedChangesGuard dirty={isDirty} saved={{ current: false }} />
        </form>
      </FormProvider>
      <div
        className={`min-w-0 lg:sticky lg:top-20 lg:block lg:h-[calc(100vh-7rem)] ${showPreview ? "h-[calc(100vh-10rem)]" : "hidden"}`}
      >
        {(previewBeside || showPreview) && (
          <LivePreviewPane
            src={`/admin/preview/page/${page}?lng=${language}`}
            body={previewBody}
            encType="application/json"
          />
        )}
      </div>
    </div>
  );
}

/** One section of the page: its heading, its fields in the tab's language, and the lists it shows. */
function SectionFields({ section, refs, language }: { section: PageSection; refs: ItemRef[]; language: Language }) {
  const { t } = useTranslation("admin");
  const index = refs.findIndex((ref) => ref.kind === section.item.kind && ref.slug === section.item.slug);
  const description = contentForms[section.item.kind];
  const fields = section.fields.flatMap((name): { field: FieldDescription; path: string; translated: boolean }[] => {
    const own = description.fields.find((field) => field.name === name);
    if (own) return [{ field: own, path: `items.${index}.fields.${name}`, translated: false }];
    const text = description.text.find((field) => field.name === name);
    return text ? [{ field: text, path: `items.${index}.text.${language}.${name}`, translated: true }] : [];
  });
  return (
    <fieldset className={sectionStyles} data-page-section={section.key}>
      <legend className="px-1 text-base font-semibold text-slate-900 dark:text-white">
        {t(`pages.sections.${section.key}`)}
      </legend>
      {fields.map(({ field, path, translated }) => (
        <ContentField key={path} field={field} path={path} fallback={translated && language !== "en"} />
      ))}
      {section.lists && (
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {section.lists.map((kind) => (
            <Link key={kind} to={`/admin/content/${kind}`} className="font-semibold text-brand-600 dark:text-brand-100">
              {t("pages.editList", { list: t(`content.kinds.${kind}`) })}
            </Link>
          ))}
        </p>
      )}
    </fieldset>
  );
}
