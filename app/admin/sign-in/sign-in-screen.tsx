import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigation, useSubmit } from "react-router";
import { AdminTitle } from "~/admin/ui/page-heading";
import { useAdminBrand } from "~/admin/frame/admin-brand";
import { useHydrated } from "~/lib/hydration";
import { CodeStep } from "./code-step";
import { PasswordStep, useLoginForm } from "./password-step";
import type { LoginFailure, SignInStep } from "./sign-in-request";

/**
 * The sign-in card: the password step, then, with two-factor sign-in on, the code step.
 * `failure` is the route action's answer to the last attempt.
 */
export function SignInScreen({ failure }: { failure: LoginFailure | undefined }) {
  const { t } = useTranslation("admin");
  const brand = useAdminBrand();
  const submit = useSubmit();
  const submitting = useNavigation().state !== "idle";
  // Until the page is interactive the browser would submit the form itself.
  const hydrated = useHydrated();
  const form = useLoginForm();

  const send = (step: SignInStep) => submit(step, { method: "post", encType: "application/json", replace: true });
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
          <PasswordStep
            form={form}
            failureText={failureText || undefined}
            hydrated={hydrated}
            submitting={submitting}
            onSubmit={(credentials) => send({ step: "password", ...credentials })}
          />
        )}
      </div>
    </main>
  );
}
