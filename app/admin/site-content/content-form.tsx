import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useRef, useState } from "react";
import { type FieldErrors, FormProvider, get, type Resolver, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "~/components/ui/toast";
import type { ContentChange } from "./content-requests";
import {
  contentFormValues,
  type ContentFormValues,
  contentForms,
  type FieldDescription,
  withSlug,
} from "./content-forms";
import { useMutation } from "~/admin/ui/route-data";
import { type ContentItem, type ContentItemInput, contentItemInputSchema } from "../../../common/content/items";
import { type ContentKind, contentKinds, isFixedKind } from "../../../common/content/kinds";
import { missingLanguages } from "../../../common/content/translated";
import { type Language, languageCodes } from "../../../common/i18n/languages";

import { ContentField } from "./content-fields";
import { firstMessage } from "./fields/field-parts";
import { FieldError, inputStyles, StickySaveBar } from "~/admin/ui/form-controls";
import { LanguageTabs } from "~/admin/ui/language-tabs";
import { UnsavedChangesGuard } from "~/admin/ui/unsaved-changes";
import { publicAddress } from "./public-address";
import { AutosaveOffer } from "~/admin/ui/autosave-offer";
import { AutosaveStatus } from "~/admin/ui/autosave-status";
import type { NewContentDraft } from "../../../common/new-draft";
import { useNewItemDraft } from "./use-new-item-draft";
import { ViewOnSite } from "./view-on-site";
import { TeamChoices } from "./fields/team-field";

const sectionStyles =
  "min-w-0 space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-700 dark:bg-slate-900";
const legendStyles = "px-1 text-base font-semibold text-slate-900 dark:text-white";
/** Controls that fit half a row beside another from the `sm` breakpoint on. */
const halfWidth = new Set<FieldDescription["control"]>(["number", "select", "month", "color", "checkbox", "text"]);

/**
 * Creating and editing an item of any kind, from the kind's form description, checked by
 * the same schema as the API. Saving stays in the editor (a new item moves to its own
 * address) and says "Saved" until the next change; "View on site" opens the item's page in
 * the language being edited. A failed save keeps everything typed and says why; leaving
 * with unsaved changes asks first.
 */
export function ContentForm({
  kind,
  item,
  pendingDraft,
  team = [],
}: {
  kind: ContentKind;
  item?: ContentItem;
  /** The caller's kept new item of this kind, offered back on New (decision 054). */
  pendingDraft?: NewContentDraft | null;
  /** The team page's items, for a kind that credits them (`picksTeam`). */
  team?: readonly ContentItem[];
}) {
  const { t } = useTranslation("admin");
  const navigate = useNavigate();
  const description = contentForms[kind];
  const { hasSlug } = contentKinds[kind];
  const resolver = useMemo<Resolver<ContentFormValues>>(() => {
    const check = zodResolver(contentItemInputSchema(kind) as never) as unknown as Resolver<ContentFormValues>;
    return (values, context, options) => check(withSlug(kind, values), context, options);
  }, [kind]);
  const form = useForm<ContentFormValues>({ resolver, defaultValues: contentFormValues(kind, item) });
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = form;
  const saved = useRef(false);
  const draft = useNewItemDraft({ kind, isNew: !item, form, pending: item ? null : pendingDraft });
  // The item as last saved: its public address follows a changed slug or visibility.
  const [savedItem, setSavedItem] = useState(item);
  const [savedOnce, setSavedOnce] = useState(false);
  const saving = useMutation<ContentChange, ContentItem>({
    onDone: (value) => {
      if (item) {
        reset(contentFormValues(kind, value));
        setSavedItem(value);
        setSavedOnce(true);
        return;
      }
      saved.current = true;
      toast.success(t("content.form.created"));
      void navigate(`/admin/content/${kind}/${encodeURIComponent(value._id)}`, { replace: true });
    },
  });
  const [language, setLanguage] = useState<Language>("en");
  const text = useWatch({ control, name: "text" });
  const incomplete = description.text.length > 0 ? missingLanguages(text as never) : [];

  const languageWithErrors = (found: FieldErrors<ContentFormValues>) =>
    languageCodes.find((code) => get(found, `text.${code}`));
  const onSubmit = handleSubmit(
    async (values) => {
      const input = values as unknown as ContentItemInput;
      // No autosave of the new item may land after its save, which discards it.
      if (!item) await draft.autosave.cancel();
      void saving.submit(item ? { intent: "update", id: item._id, input } : { intent: "create", input });
    },
    (found) => {
      // A refused field may sit behind another language's tab: show that tab.
      if (!get(found, `text.${language}`)) setLanguage(languageWithErrors(found) ?? language);
    },
  );
  const saveError = saving.failure && (saving.failure.message ?? t("content.form.saveError"));
  const justSaved = savedOnce && !isDirty && !saving.busy;
  const address = savedItem && publicAddress(kind, savedItem, language);
  const fixed = isFixedKind(kind);
  const slugError = firstMessage(errors, "slug");
  // An item named by a language-independent field (a project's brand, a partner) starts with it.
  const fieldsFirst = description.fields.some((field) => field.name === "name");
  const textSection = description.text.length > 0 && (
    <fieldset className={sectionStyles}>
      <legend className={legendStyles}>{t("content.form.text")}</legend>
      <LanguageTabs
        selected={language}
        onSelect={setLanguage}
        marker={(code) => (get(errors, `text.${code}`) ? "error" : incomplete.includes(code) ? "missing" : "complete")}
        render={(code) =>
          description.text.map((field) => (
            <ContentField key={field.name} field={field} path={`text.${code}.${field.name}`} fallback={code !== "en"} />
          ))
        }
      />
    </fieldset>
  );

  return (
    <FormProvider {...form}>
      <TeamChoices.Provider value={team}>
        <form noValidate onSubmit={onSubmit} className="space-y-6">
          {draft.offer && (
            <AutosaveOffer
              savedAt={draft.offer.updatedAt}
              busy={draft.offerBusy}
              onRestore={draft.restoreOffer}
              onDiscard={() => void draft.discardOffer()}
            />
          )}
          {!fieldsFirst && textSection}
          {description.fields.length > 0 && (
            <fieldset className={sectionStyles}>
              <legend className={legendStyles}>{t("content.form.details")}</legend>
              <div className="grid gap-4 sm:grid-cols-2">
                {description.fields.map((field) => (
                  <div key={field.name} className={halfWidth.has(field.control) ? "min-w-0" : "min-w-0 sm:col-span-2"}>
                    <ContentField field={field} path={`fields.${field.name}`} />
                  </div>
                ))}
              </div>
            </fieldset>
          )}

          {fieldsFirst && textSection}

          {!fixed && (
            <fieldset className={sectionStyles}>
              <legend className={legendStyles}>
                {t(hasSlug ? "content.form.publishing" : "content.form.visibility")}
              </legend>
              {hasSlug && (
                <div className="space-y-1.5">
                  <label htmlFor="slug" className="block text-sm font-medium text-slate-700 dark:text-slate-300">
                    {t("content.fields.slug")}
                  </label>
                  <input
                    id="slug"
                    type="text"
                    spellCheck={false}
                    aria-invalid={Boolean(slugError)}
                    aria-describedby={slugError ? "slug-error" : "slug-hint"}
                    className={inputStyles}
                    {...register("slug")}
                  />
                  {slugError ? (
                    <FieldError id="slug" message={slugError} />
                  ) : (
                    <p id="slug-hint" className="text-xs text-slate-500 dark:text-slate-400">
                      {t(`content.hints.slug.${kind}`)}
                    </p>
                  )}
                </div>
              )}
              <label className="flex items-center gap-2 text-sm font-medium">
                <input type="checkbox" className="size-4 accent-brand-600" {...register("visible")} />
                {t("content.form.visible")}
              </label>
            </fieldset>
          )}

          <StickySaveBar busy={saving.busy} error={saveError} saved={justSaved}>
            {!item && (
              <AutosaveStatus
                state={draft.autosave.state}
                dirty={isDirty}
                published={false}
                onRetry={() => void draft.autosave.saveNow()}
              />
            )}
            {address && <ViewOnSite address={address} language={language} />}
          </StickySaveBar>
          <UnsavedChangesGuard dirty={isDirty} saved={saved} />
        </form>
      </TeamChoices.Provider>
    </FormProvider>
  );
}
