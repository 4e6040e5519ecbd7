import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type * as z from "zod/mini";
import { Spinner } from "~/components/ui/spinner";
import { toast } from "~/components/ui/toast";
import { useMutation } from "~/admin/ui/route-data";
import { limits } from "../../../common/fields";
import { minPasswordLength, type ProfileInput, profileInputSchema, type User } from "../../../common/user";
import { buttonStyles } from "~/admin/ui/buttons";
import { Field, fieldProps, FormAlert, inputStyles } from "~/admin/ui/form-controls";
import { AuthorProfileForm } from "~/admin/ui/author-profile-form";

/**
 * One's own name and password. The new password needs the current one; after it is saved
 * every other device is signed out and the password fields are emptied.
 */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation("admin");
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof profileInputSchema>, unknown, ProfileInput>({
    resolver: zodResolver(profileInputSchema),
    defaultValues: { name: user.name, currentPassword: "", newPassword: "" },
  });
  const saving = useMutation<{ intent: "profile"; input: ProfileInput }, User>({
    onDone: (saved, { input: sent }) => {
      toast.success(t(sent.newPassword ? "profile.passwordChanged" : "profile.saved"));
      reset({ name: saved.name, currentPassword: "", newPassword: "" });
    },
  });
  const control = fieldProps(register, errors, "profile-");

  return (
    <form
      noValidate
      onSubmit={handleSubmit((input) => void saving.submit({ intent: "profile", input }))}
      className="max-w-lg space-y-4"
    >
      {saving.failure && <FormAlert message={saving.failure.message ?? t("profile.saveError")} />}
      <Field label={t("profile.name")} htmlFor="profile-name" error={errors.name?.message}>
        <input type="text" autoComplete="name" maxLength={limits.name} {...control("name")} />
      </Field>
      <Field label={t("profile.email")} htmlFor="profile-email" hint={t("profile.emailHint")}>
        <input id="profile-email" type="email" readOnly value={user.email} className={`${inputStyles} bg-slate-50`} />
      </Field>
      <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
        <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-white">
          {t("profile.changePassword")}
        </legend>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t("profile.passwordExplained")}</p>
        <Field
          label={t("profile.currentPassword")}
          htmlFor="profile-currentPassword"
          error={errors.currentPassword?.message}
        >
          <input
            type="password"
            autoComplete="current-password"
            maxLength={limits.password}
            {...control("currentPassword")}
          />
        </Field>
        <Field
          label={t("profile.newPassword")}
          htmlFor="profile-newPassword"
          error={errors.newPassword?.message}
          hint={t("profile.newPasswordHint", { count: minPasswordLength })}
        >
          <input type="password" autoComplete="new-password" maxLength={limits.password} {...control("newPassword")} />
        </Field>
      </fieldset>
      <button type="submit" disabled={saving.busy} className={buttonStyles.primary}>
        {saving.busy && <Spinner className="size-4 border-2" />}
        {t(saving.busy ? "common.saving" : "common.save")}
      </button>
    </form>
  );
}

/** One's own bio and photo as the author of posts, saved with the name kept as it is. */
export function OwnAuthorProfile({ user }: { user: User }) {
  const { t } = useTranslation("admin");
  const saving = useMutation<{ intent: "authorProfile"; input: ProfileInput }, User>({
    onDone: () => toast.success(t("authorProfile.saved")),
  });
  return (
    <section aria-labelledby="author-profile-heading" className="mt-10 max-w-lg">
      <h2 id="author-profile-heading" className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">
        {t("authorProfile.title")}
      </h2>
      <AuthorProfileForm
        user={user}
        busy={saving.busy}
        failure={saving.failure && (saving.failure.message ?? t("profile.saveError"))}
        onSubmit={(input) => void saving.submit({ intent: "authorProfile", input: { name: user.name, ...input } })}
      />
    </section>
  );
}
