import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useState } from "react";
import { useActionData, useNavigation, useSubmit } from "react-router";
import type * as z from "zod/mini";
import { buttonStyles } from "~/admin/ui/buttons";
import { Field, FormAlert, fieldProps, inputStyles } from "~/admin/ui/form-controls";
import { AdminTitle } from "~/admin/ui/page-heading";
import { useAdminBrand } from "~/admin/frame/admin-brand";
import { Spinner } from "~/components/ui/spinner";
import { useHydrated } from "~/lib/hydration";
import type { RouteHandle } from "~/root";
import { twoFactorCodeMaxLength } from "../../../common/two-factor";
import { type LoginInput, loginInputSchema } from "../../../common/user";
import type { Route } from "./+types/login";
import { type LoginFailure, type SignInStep, signIn } from "./sign-in-request";

export const handle = { i18n: ["admin"], indexable: false } satisfies RouteHandle;

export async function clientAction({ request }: Route.ClientActionArgs) {
  return signIn(request);
}

/** Sign-in, without the admin frame. */
export default function AdminLogin() {
  const { t } = useTranslation("admin");
  const brand = useAdminBrand();
  const submit = useSubmit();
  const failure = useActionData<typeof clientAction>();
  const submitting = useNavigation().state !== "idle";
  // Until the page is interactive the browser would submit the form itself.
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof loginInputSchema>, unknown, LoginInput>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { email: "", password: "" },
  });
  const field = fieldProps(register, errors);

  const send = (step: SignInStep) => submit(step, { method: "post", encType: "application/json", replace: true });
  const onSubmit = handleSubmit((credentials) => send({ step: "password", ...credentials }));
  // Starting over forgets the code step's challenge.
  const [startedOver, setStartedOver] = useState<LoginFailure>();
  const challenge = failure !== startedOver ? failure?.challenge : undefined;
  const failureText =
    failure?.reason === "network"
      ? t("login.networkError")
      : failure?.reason === "refused" &&
        (failure.message ?? t(failure.status === 401 ? "login.invalidCredentials" : "login.error"));

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4 dark:bg-slate-950">
      <AdminTitle>{t("login.title")}</AdminTitle>
      <div className="w-full max-w-sm rounded-2xl bg-white p-8 shadow-xl dark:bg-slate-900">
        <p className="text-sm font-semibold text-brand-600 dark:text-brand-100">{brand}</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900 dark:text-white">{t("login.title")}</h1>
        {challenge ? (
          <CodeStep
            failureText={failureText || undefined}
            busy={!hydrated || submitting}
            onSubmit={(code) => send({ step: "code", challenge, code })}
            onStartOver={() => setStartedOver(failure)}
          />
        ) : (
          <form method="post" noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
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
        )}
      </div>
    </main>
  );
}

/** The second step of a two-factor sign-in: a code from the authenticator app, or a recovery code. */
function CodeStep({
  failureText,
  busy,
  onSubmit,
  onStartOver,
}: {
  failureText: string | undefined;
  busy: boolean;
  onSubmit: (code: string) => void;
  onStartOver: () => void;
}) {
  const { t } = useTranslation("admin");
  const [code, setCode] = useState("");
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (code.trim()) onSubmit(code.trim());
      }}
      className="mt-6 space-y-4"
    >
      {failureText && <FormAlert message={failureText} />}
      <Field label={t("login.code")} htmlFor="code" hint={t("login.codeHint")}>
        <input
          id="code"
          type="text"
          inputMode="text"
          autoComplete="one-time-code"
          autoFocus
          maxLength={twoFactorCodeMaxLength}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          className={inputStyles}
        />
      </Field>
      <button type="submit" disabled={busy} className={`${buttonStyles.primary} w-full`}>
        {busy && <Spinner className="size-4 border-2" />}
        {t("login.verify")}
      </button>
      <button type="button" onClick={onStartOver} className={`${buttonStyles.secondary} w-full`}>
        {t("login.startOver")}
      </button>
    </form>
  );
}
