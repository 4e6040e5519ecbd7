import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonStyles } from "~/admin/ui/buttons";
import { AdminTitle } from "~/admin/ui/page-heading";

/** An unknown address inside the admin: said in the frame, with a way back. */
export default function AdminNotFound() {
  const { t } = useTranslation("admin");
  return (
    <section className="mx-auto max-w-lg py-16 text-center">
      <AdminTitle>{t("notFound.title")}</AdminTitle>
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{t("notFound.title")}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">{t("notFound.text")}</p>
      <Link to="/admin" className={`${buttonStyles.primary} mt-6`}>
        {t("notFound.back")}
      </Link>
    </section>
  );
}
