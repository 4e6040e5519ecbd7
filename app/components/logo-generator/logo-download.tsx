import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FormField } from "~/components/ui/form-field";
import type { LogoOffer, LogoProposal } from "../../../common/logo";
import { orderLogo } from "./logo-requests";

/**
 * What the site offers for the chosen logo: Stripe's $1 checkout, a free download for an
 * email, or (generation only) a way to the agency. It never offers a payment it cannot take.
 */
export function LogoDownload({
  offer,
  proposal,
  name,
  description,
}: {
  offer: LogoOffer;
  proposal: LogoProposal;
  name: string;
  description: string;
}) {
  const { t } = useTranslation(["logo", "common"]);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);

  if (offer === "none") {
    return (
      <div className="space-y-4">
        <p className="text-slate-700 dark:text-slate-300">{t("download.none")}</p>
        <Link
          to="/contact"
          className="inline-block rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
        >
          {t("download.contact")}
        </Link>
      </div>
    );
  }

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(undefined);
    const { emailField } = await import("../../../common/fields");
    const checked = emailField.safeParse(email);
    if (!checked.success) return setError(t(checked.error.issues[0]!.message, { ns: "common" }));
    setError(undefined);
    setSending(true);
    const result = await orderLogo({ name, description, email: checked.data, proposal });
    if (result.ok) return window.location.assign(result.data.url);
    setSending(false);
    if (result.errors?.email) setError(result.errors.email);
    setFailure(result.message ?? t(offer === "paid" ? "order.paymentFailed" : "order.downloadFailed"));
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-xl gap-4">
      <p className="text-slate-700 dark:text-slate-300">{t(offer === "paid" ? "download.paid" : "download.free")}</p>
      <FormField
        type="email"
        name="email"
        autoComplete="email"
        required
        label={t("download.email")}
        value={email}
        error={error}
        onChange={setEmail}
      />
      <div role="alert" className="empty:hidden">
        {failure && (
          <p className="rounded-xl bg-red-50 px-4 py-3 font-medium text-red-800 dark:bg-red-950 dark:text-red-200">
            {failure}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={sending}
        className="justify-self-start rounded-full bg-brand-600 px-8 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-60"
      >
        {sending ? t("download.sending") : t(offer === "paid" ? "download.paidButton" : "download.freeButton")}
      </button>
    </form>
  );
}
