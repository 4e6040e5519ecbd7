import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, type FieldErrors, type FieldPath, get, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "~/components/ui/toast";
import { useMutation } from "~/admin/ui/route-data";
import { type Language, languageCodes } from "../../../common/i18n/languages";
import { limits } from "../../../common/fields";
import {
  logoDownloadModes,
  type MarketingFigures,
  mapZoom,
  marketingFiguresSchema,
  newsletterRate,
  type SiteSettings,
  type SiteSettingsInput,
  siteSettingsSchema,
  socialNetworks,
} from "../../../common/settings";
import { Field, FieldError, fieldProps, messageAt, StickySaveBar } from "~/admin/ui/form-controls";
import { LanguageTabs } from "~/admin/ui/language-tabs";
import { UnsavedChangesGuard } from "~/admin/ui/unsaved-changes";
import { CoverImageField } from "~/admin/ui/image-upload";
import { NotificationRecipients } from "./notification-recipients";

type Values = SiteSettingsInput;
const resolver = zodResolver(siteSettingsSchema);

/** The fields written once per language, by the section that holds them. */
const localizedFields = {
  contact: ["contact.address", "contact.hours"],
  offer: ["offer.title", "offer.text"],
} as const;
type LocalizedSection = keyof typeof localizedFields;

/** The marketing figures, in the schema's order (years, projects, partners, satisfaction, awards). */
const figureNames = Object.keys(marketingFiguresSchema.shape) as (keyof MarketingFigures)[];

const sectionStyles =
  "min-w-0 space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-700 dark:bg-slate-900";
const legendStyles = "px-1 text-base font-semibold text-slate-900 dark:text-white";

/**
 * The site settings, checked by the same schema as PUT /api/settings. A failed save keeps
 * every field as typed; the save button stays at the bottom of the screen while scrolling.
 */
export function SettingsForm({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation("admin");
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<Values, unknown, SiteSettings>({ resolver, defaultValues: settings });
  const saving = useMutation<SiteSettings, SiteSettings>({
    onDone: (saved) => {
      reset(saved);
      toast.success(t("settings.saved"));
    },
  });
  const [tabs, setTabs] = useState<Record<LocalizedSection, Language>>({ contact: "en", offer: "en" });
  const delivery = useWatch({ control, name: "contactForm.delivery" });

  const errorOf = (name: FieldPath<Values>) => messageAt(errors, name);
  const input = fieldProps(register, errors);
  /** The first language of a section whose fields were refused, if any. */
  const languageWithErrors = (section: LocalizedSection, found: FieldErrors<Values>) =>
    languageCodes.find((language) => localizedFields[section].some((name) => get(found, `${name}.${language}`)));

  // A refused field may sit behind another language's tab: show that tab.
  const onInvalid = (found: FieldErrors<Values>) =>
    setTabs((current) => ({
      contact: languageWithErrors("contact", found) ?? current.contact,
      offer: languageWithErrors("offer", found) ?? current.offer,
    }));
  const onSubmit = handleSubmit((values) => void saving.submit(values), onInvalid);
  const saveError = saving.failure && (saving.failure.message ?? t("settings.saveError"));

  const languageTabs = (section: LocalizedSection, render: (language: Language) => React.ReactNode) => (
    <LanguageTabs
      selected={tabs[section]}
      onSelect={(language) => setTabs((current) => ({ ...current, [section]: language }))}
      marker={(language) =>
        localizedFields[section].some((name) => get(errors, `${name}.${language}`)) ? "error" : undefined
      }
      render={render}
    />
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <fieldset className={sectionStyles}>
        <legend className={legendStyles}>{t("settings.sections.agency")}</legend>
        <Field label={t("settings.fields.name")} htmlFor="name" error={errorOf("name")}>
          <input type="text" maxLength={limits.name} autoComplete="organization" {...input("name")} />
        </Field>
        <div className="space-y-2">
          <label htmlFor="logo" className="block text-sm font-medium text-slate-700 dark:text-slate-300">
            {t("settings.fields.logo")}
          </label>
          <p className="text-xs text-slate-500 dark:text-slate-400">{t("settings.fields.logoHint")}</p>
          <Controller
            control={control}
            name="logo"
            render={({ field }) => (
              <CoverImageField
                id="logo"
                value={field.value}
                onChange={field.onChange}
                previewAlt={t("settings.fields.logoPreview")}
                previewClassName="h-24 w-full object-contain p-2"
              />
            )}
          />
          {errorOf("logo") && <FieldError id="logo" message={errorOf("logo")!} />}
        </div>
        <Field
          label={t("settings.fields.timeZone")}
          htmlFor="timeZone"
          error={errorOf("timeZone")}
          hint={t("settings.fields.timeZoneHint")}
        >
          <input type="text" list="time-zones" autoComplete="off" spellCheck={false} {...input("timeZone")} />
        </Field>
        <datalist id="time-zones">
          {Intl.supportedValuesOf("timeZone").map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
      </fieldset>

      <fieldset className={sectionStyles}>
        <legend className={legendStyles}>{t("settings.sections.contact")}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t("settings.fields.phone")} htmlFor="contact.phone" error={errorOf("contact.phone")}>
            <input type="tel" maxLength={limits.phone} autoComplete="tel" {...input("contact.phone")} />
          </Field>
          <Field label={t("settings.fields.email")} htmlFor="contact.email" error={errorOf("contact.email")}>
            <input type="email" maxLength={limits.email} autoComplete="email" {...input("contact.email")} />
          </Field>
        </div>
        {languageTabs("contact", (language) => (
          <>
            <Field
              label={t("settings.fields.address")}
              htmlFor={`contact.address.${language}`}
              error={errorOf(`contact.address.${language}`)}
              hint={language === "en" ? undefined : t("settings.fields.fallbackHint")}
            >
              <input type="text" maxLength={limits.address} {...input(`contact.address.${language}`)} />
            </Field>
            <Field
              label={t("settings.fields.hours")}
              htmlFor={`contact.hours.${language}`}
              error={errorOf(`contact.hours.${language}`)}
              hint={language === "en" ? undefined : t("settings.fields.fallbackHint")}
            >
              <input type="text" maxLength={limits.hours} {...input(`contact.hours.${language}`)} />
            </Field>
          </>
        ))}
      </fieldset>

      <fieldset className={sectionStyles}>
        <legend className={legendStyles}>{t("settings.sections.links")}</legend>
        <p className="text-xs text-slate-500 dark:text-slate-400">{t("settings.fields.linksHint")}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {socialNetworks.map((network) => (
            <Field
              key={network}
              label={t(`settings.fields.social.${network}`)}
              htmlFor={`social.${network}`}
              error={errorOf(`social.${network}`)}
            >
              <input type="url" maxLength={limits.url} placeholder="https://" {...input(`social.${network}`)} />
            </Field>
          ))}
          <Field label={t("settings.fields.whatsapp")} htmlFor="whatsappUrl" error={errorOf("whatsappUrl")}>
            <input type="url" maxLength={limits.url} placeholder="https://wa.me/" {...input("whatsappUrl")} />
          </Field>
        </div>
      </fieldset>

      <fieldset className={sectionStyles}>
        <legend className={legendStyles}>{t("settings.sections.map")}</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label={t("settings.fields.latitude")} htmlFor="map.latitude" error={errorOf("map.latitude")}>
            <input type="number" step="any" min={-90} max={90} {...input("map.latitude", { valueAsNumber: true })} />
          </Field>
          <Field label={t("settings.fields.longitude")} htmlFor="map.longitude" error={errorOf("map.longitude")}>
            <input type="number" step="any" min={-180} max={180} {...input("map.longitude", { valueAsNumber: true })} />
          </Field>
          <Field
            label={t("settings.fields.zoom")}
            htmlFor="map.zoom"
            error={errorOf("map.zoom")}
            hint={t("settings.fields.zoomHint", mapZoom)}
          >
            <input
              type="number"
              step={1}
              min={mapZoom.min}
              max={mapZoom.max}
              {...input("map.zoom", { valueAsNumber: true })}
            />
          </Field>
        </div>
      </fieldset>

      <fieldset className={sectionStyles}>
        <legend className={legendStyles}>{t("settings.sections.contactForm")}</legend>
        <fieldset className="min-w-0 space-y-2">
          <legend className="text-sm font-medium text-slate-700 dark:text-slate-300">
            {t("settings.fields.delivery")}
          </legend>
          {(["inbox", "emailjs"] as const).map((option) => (
            <label key={option} className="flex items-start gap-2 text-sm">
              <input
                type="radio"
                value={option}
                className="mt-0.5 size-4 accent-brand-600"
                {...register("contactForm.delivery")}
              />
              <span>{t(`settings.fields.deliveryOptions.${option}`)}</span>
            </label>
          ))}
        </fieldset>
        {delivery === "emailjs" && (
          <div className="grid gap-4 sm:grid-cols-3">
            {(["emailJsServiceId", "emailJsTemplateId", "emailJsPublicKey"] as const).map((id) => (
              <Field
                key={id}
                label={t(`settings.fields.${id}`)}
                htmlFor={`contactForm.${id}`}
                error={errorOf(`contactForm.${id}`)}
              >
                <input
                  type="text"
                  maxLength={limits.externalId}
                  autoComplete="off"
                  spellCheck={false}
                  {...input(`contactForm.${id}`)}
                />
              </Field>
            ))}
          </div>
        )}
        <NotificationRecipients control={control} register={register} errors={errors} />
      </fieldset>

      <fieldset className={sectionStyles}>
        <legend className={legendStyles}>{t("settings.sections.figures")}</legend>
        <p className="text-xs text-slate-500 dark:text-slate-400">{t("settings.fields.figuresHint")}</p>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {figureNames.map((figure) => (
            <Field
              key={figure}
              label={t(`settings.fields.figures.${figure}`)}
              htmlFor={`figures.${figure}`}
              error={errorOf(`figures.${figure}`)}
            >
              <input
                type="number"
                inputMode="numeric"
                step={1}
                min={0}
                {...input(`figures.${figure}`, { valueAsNumber: true })}
              />
            </Field>
          ))}
        </div>
      </fieldset>

      <fieldset className={sectionStyles}>
        <legend className={legendStyles}>{t("settings.sections.offer")}</legend>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" className="size-4 accent-brand-600" {...register("offer.enabled")} />
          {t("settings.fields.offerEnabled")}
        </label>
        {languageTabs("offer", (language) => (
          <>
            <Field
              label={t("settings.fields.offerTitle")}
              htmlFor={`offer.title.${language}`}
              error={errorOf(`offer.title.${language}`)}
              hint={language === "en" ? undefined : t("settings.fields.fallbackHint")}
            >
              <input type="text" maxLength={limits.offerTitle} {...input(`offer.title.${language}`)} />
            </Field>
            <Field
              label={t("settings.fields.offerText")}
              htmlFor={`offer.text.${language}`}
              error={errorOf(`offer.text.${language}`)}
              hint={language === "en" ? undefined : t("settings.fields.fallbackHint")}
            >
              <textarea rows={3} maxLength={limits.offerText} {...input(`offer.text.${language}`)} />
            </Field>
          </>
        ))}
      </fieldset>

      <fieldset className={sectionStyles}>
        <legend className={legendStyles}>{t("settings.sections.logoGenerator")}</legend>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t("settings.fields.logoDownloadHint")}</p>
        {logoDownloadModes.map((option) => (
          <label key={option} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              value={option}
              className="mt-0.5 size-4 accent-brand-600"
              {...register("logoDownload")}
            />
            <span>{t(`settings.fields.logoDownloadOptions.${option}`)}</span>
          </label>
        ))}
      </fieldset>

      <fieldset className={sectionStyles}>
        <legend className={legendStyles}>{t("settings.sections.security")}</legend>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" className="size-4 accent-brand-600" {...register("requireTwoFactor")} />
          {t("settings.fields.requireTwoFactor")}
        </label>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t("settings.fields.requireTwoFactorHint")}</p>
      </fieldset>

      <fieldset className={sectionStyles}>
        <legend className={legendStyles}>{t("settings.sections.privacy")}</legend>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" className="size-4 accent-brand-600" {...register("countTraffic")} />
          {t("settings.fields.countTraffic")}
        </label>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t("settings.fields.countTrafficHint")}</p>
      </fieldset>

      <fieldset className={sectionStyles}>
        <legend className={legendStyles}>{t("newsletters.settings.section")}</legend>
        <Field
          label={t("newsletters.settings.rate")}
          htmlFor="newsletterRatePerMinute"
          error={errorOf("newsletterRatePerMinute")}
          hint={t("newsletters.settings.rateHint", newsletterRate)}
        >
          <input
            type="number"
            min={newsletterRate.min}
            max={newsletterRate.max}
            step={1}
            {...input("newsletterRatePerMinute", { valueAsNumber: true })}
          />
        </Field>
      </fieldset>

      <StickySaveBar busy={saving.busy} error={saveError} />
      <UnsavedChangesGuard dirty={isDirty} />
    </form>
  );
}
