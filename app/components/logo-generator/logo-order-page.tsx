import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { formatLongDate } from "~/lib/locale-format";
import { textPagePaths } from "../../../common/public-pages";
import type { Route } from "../../routes/public/+types/logo-order";

const back = "font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-100";

/** A logo order's page: ready to download, waiting for payment, failed or expired. */
export function LogoOrderPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { t, i18n } = useTranslation("logo");
  const location = useLocation();
  const { state } = loaderData;
  const failed = state === "failed" || state === "cancelled";
  return (
    <section className="px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-2xl rounded-3xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10 dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-3xl font-extrabold text-slate-900 dark:text-white">
          {state === "ready"
            ? t("order.ready")
            : state === "pending"
              ? t("order.pendingTitle")
              : failed
                ? t("order.paymentFailed")
                : t("order.downloadFailed")}
        </h1>
        {loaderData.logo && (
          <div className="mx-auto mt-6 flex h-40 max-w-md items-center justify-center rounded-xl bg-white p-4 ring-1 ring-slate-200">
            <img src={loaderData.logo} alt={t("order.title")} className="max-h-full max-w-full object-contain" />
          </div>
        )}
        {loaderData.download && loaderData.expiresAt && (
          <div className="mt-6 space-y-3">
            <p className="text-slate-700 dark:text-slate-300">{t("order.contents")}</p>
            <a
              href={loaderData.download}
              download="logo.zip"
              className="inline-block rounded-full bg-brand-600 px-8 py-3 font-semibold text-white hover:bg-brand-700"
            >
              {t("order.downloadButton")}
            </a>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t("order.expires", { date: formatLongDate(new Date(loaderData.expiresAt), i18n.language) })}
            </p>
          </div>
        )}
        {state === "pending" && (
          <div className="mt-6 space-y-4">
            <p role="status" className="text-slate-700 dark:text-slate-300">
              {t("order.pending")}
            </p>
            <Link to={`${location.pathname}${location.search}`} reloadDocument className={back}>
              {t("order.checkAgain")}
            </Link>
          </div>
        )}
        {failed && (
          <p role="alert" className="mt-6 text-slate-700 dark:text-slate-300">
            {state === "cancelled" ? t("order.cancelled") : t("order.paymentFailedText")}
          </p>
        )}
        {state === "expired" && (
          <p role="alert" className="mt-6 text-slate-700 dark:text-slate-300">
            {t("order.expiredText")}
          </p>
        )}
        {state === "ready" && loaderData.businessName && <BrandIdentityNextStep name={loaderData.businessName} />}
        <p className="mt-8">
          <Link to="/logo-generator" className={back}>
            {t("order.back")}
          </Link>
        </p>
      </div>
    </section>
  );
}

/** After the logo, the agency's own service: the application form, naming the logo's business. */
function BrandIdentityNextStep({ name }: { name: string }) {
  const { t } = useTranslation("logo");
  return (
    <aside
      aria-labelledby="brand-identity"
      className="mt-8 rounded-2xl bg-brand-50 p-6 text-left dark:bg-slate-800"
      data-next-step
    >
      <h2 id="brand-identity" className="text-xl font-bold text-slate-900 dark:text-white">
        {t("order.nextStep.title")}
      </h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t("order.nextStep.text")}</p>
      <Link
        to={`${textPagePaths.application}?logo=${encodeURIComponent(name)}`}
        className="mt-4 inline-block rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
      >
        {t("order.nextStep.action")}
      </Link>
    </aside>
  );
}
