import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { type LoginInput, loginSchema } from "../../../common/schemas";
import { AdminTitle, buttonStyles, Field, inputStyles, Spinner } from "~/components/admin/ui";
import { safeRedirect, storeToken } from "~/features/admin/api";
import { zodResolver } from "~/features/admin/zod-resolver";
import type { RouteHandle } from "~/root";

export const handle = { i18n: ["admin"], indexable: false } satisfies RouteHandle;

/** Sign-in, without the admin frame. */
export default function AdminLogin() {
  const { t } = useTranslation("admin");
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [failure, setFailure] = useState<string>();
  // Until the page is interactive the browser would submit the form itself.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput, unknown, LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "" },
  });

  const onSubmit = handleSubmit(async (credentials) => {
    setFailure(undefined);
    let response: Response;
    try {
      response = await fetch("/api/auth/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(credentials),
      });
    } catch {
      return setFailure(t("login.networkError"));
    }
    const body = (await response.json().catch(() => ({}))) as { token?: string; message?: string };
    if (response.ok && body.token) {
      storeToken(body.token);
      return void navigate(safeRedirect(searchParams.get("redirectTo")), { replace: true });
    }
    setFailure(body.message ?? t(response.status === 401 ? "login.invalidCredentials" : "login.error"));
  });

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4 dark:bg-slate-950">
      <AdminTitle>{t("login.title")}</AdminTitle>
      <div className="w-full max-w-sm rounded-2xl bg-white p-8 shadow-xl dark:bg-slate-900">
        <p className="text-sm font-semibold text-brand-600 dark:text-brand-100">{t("brand")}</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900 dark:text-white">{t("login.title")}</h1>
        <form method="post" noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
          {failure && (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-950 dark:text-red-200">
              {failure}
            </p>
          )}
          <Field label={t("login.email")} htmlFor="email" error={errors.email?.message}>
            <input
              id="email"
              type="email"
              autoComplete="username"
              aria-invalid={Boolean(errors.email)}
              aria-describedby={errors.email ? "email-error" : undefined}
              className={inputStyles}
              {...register("email")}
            />
          </Field>
          <Field label={t("login.password")} htmlFor="password" error={errors.password?.message}>
            <input
              id="password"
              type="password"
              autoComplete="current-password"
              aria-invalid={Boolean(errors.password)}
              aria-describedby={errors.password ? "password-error" : undefined}
              className={inputStyles}
              {...register("password")}
            />
          </Field>
          <button type="submit" disabled={!hydrated || isSubmitting} className={`${buttonStyles.primary} w-full`}>
            {isSubmitting && <Spinner className="h-4 w-4" />}
            {t(isSubmitting ? "login.submitting" : "login.submit")}
          </button>
        </form>
      </div>
    </main>
  );
}
