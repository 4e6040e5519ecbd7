import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type * as z from "zod/mini";
import { Spinner } from "~/components/ui/spinner";
import { limits } from "../../../common/fields";
import type { Language } from "../../../common/i18n/languages";
import { type AuthorProfileInput, authorProfileInputSchema, type User } from "../../../common/user";
import { buttonStyles } from "./buttons";
import { Field, FormAlert, inputStyles } from "./form-controls";
import { CoverImageField } from "./image-upload";
import { LanguageTabs } from "./language-tabs";

/**
 * What a staff member shows as the author of posts (decision 039): a photo from the media
 * library and a short bio per language. Staff edit their own on the profile screen, admins
 * anyone's on the users screen; the parent sends the values where they belong.
 */
export function AuthorProfileForm({
  user,
  busy,
  failure,
  onSubmit,
  onCancel,
}: {
  user: User;
  busy: boolean;
  /** Why the last save was refused. */
  failure: string | undefined;
  onSubmit: (input: AuthorProfileInput) => void;
  /** In a dialog: its Cancel button. */
  onCancel?: () => void;
}) {
  const { t } = useTranslation("admin");
  const [language, setLanguage] = useState<Language>("en");
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof authorProfileInputSchema>, unknown, AuthorProfileInput>({
    resolver: zodResolver(authorProfileInputSchema),
    defaultValues: { bio: user.bio, photo: user.photo ?? "" },
  });
  const bio = useWatch({ control, name: "bio" });
  const id = (field: string) => `author-${user._id}-${field}`;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="max-w-lg space-y-4">
      {failure && <FormAlert message={failure} />}
      <p className="text-sm text-slate-600 dark:text-slate-400">{t("authorProfile.explained")}</p>
      <div className="space-y-2">
        <label htmlFor={id("photo")} className="block text-sm font-medium text-slate-700 dark:text-slate-300">
          {t("authorProfile.photo")}
        </label>
        <Controller
          control={control}
          name="photo"
          render={({ field }) => (
            <CoverImageField
              id={id("photo")}
              value={field.value ?? ""}
              onChange={field.onChange}
              previewAlt={t("authorProfile.photoPreview", { name: user.name })}
              previewClassName="size-28 rounded-full object-cover"
            />
          )}
        />
      </div>
      <LanguageTabs
        selected={language}
        onSelect={setLanguage}
        marker={(code) => (errors.bio?.[code] ? "error" : bio?.[code] ? undefined : "missing")}
        render={(code) => (
          <Field label={t("authorProfile.bio")} htmlFor={id(`bio-${code}`)} error={errors.bio?.[code]?.message}>
            <textarea
              id={id(`bio-${code}`)}
              rows={4}
              maxLength={limits.bio}
              lang={code}
              aria-invalid={errors.bio?.[code] ? true : undefined}
              aria-describedby={errors.bio?.[code] ? `${id(`bio-${code}`)}-error` : undefined}
              className={inputStyles}
              {...register(`bio.${code}`)}
            />
          </Field>
        )}
      />
      <div className="flex justify-end gap-3">
        {onCancel && (
          <button type="button" onClick={onCancel} className={buttonStyles.secondary}>
            {t("common.cancel")}
          </button>
        )}
        <button type="submit" disabled={busy} className={buttonStyles.primary}>
          {busy && <Spinner className="size-4 border-2" />}
          {t(busy ? "common.saving" : "authorProfile.save")}
        </button>
      </div>
    </form>
  );
}
