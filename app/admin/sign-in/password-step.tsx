import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type * as z from "zod/mini";
import { buttonStyles } from "~/admin/ui/buttons";
import { Field, FormAlert, fieldProps } from "~/admin/ui/form-controls";
import { Spinner } from "~/components/ui/spinner";
import { type LoginInput, loginInputSchema } from "../../../common/user";

type LoginForm = UseFormReturn<z.input<typeof loginInputSchema>, unknown, LoginInput>;

/**
 * The password step's form, held by the screen: what was typed is still there when the
 * code step starts over.
 */
export function useLoginForm(): LoginForm {
  return useForm<z.input<typeof loginInputSchema>, unknown, LoginInput>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { email: "", password: "" },
  });
}

/** The first step of a sign-in: email and password, checked with the API's own schema before sending. */
export function PasswordStep({
  form: {
    register,
    handleSubmit,
    formState: { errors },
  },
  failureText,
  hydrated,
  submitting,
  onSubmit,
}: {
  form: LoginForm;
  failureText: string | undefined;
  hydrated: boolean;
  submitting: boolean;
  onSubmit: (credentials: LoginInput) => void;
}) {
  const { t } = useTranslation("admin");
  const field = fieldProps(register, errors);

  return (
    <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="mt-6 space-y-4">
      {failureText && <FormAlert message={failureText} />}
      <Field label={t("login.email")} htmlFor="email" error={errors.email?.message}>
        <input type="email" autoComplete="username" {...field("email")} />
      </Field>
      <Field label={t("login.password")} htmlFor="password" error={errors.password?.message}>
        <input type="password" autoComplete="current-password" {...field("password")} />
      </Field>
      <button type="submit" disabled={!hydrated || submitting} className={`${buttonStyles.primary} w-full`}>
        {submitting && <Spinner className="size-4 border-2" />}
        {t(submitting ? "login.submitting" : "login.submit")}
      </button>
    </form>
  );
}
