import { useTranslation } from "react-i18next";
import { useFormatDate } from "~/admin/ui/use-format-date";
import type { Application } from "../../../common/leads";
import { LeadStatusBadge } from "./lead-status";

/** One application in full, as text. */
export function ApplicationDetail({ application }: { application: Application }) {
  const { t } = useTranslation("admin");
  const format = useFormatDate();
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold">{t("applications.columns.email")}</dt>
      <dd className="[overflow-wrap:anywhere]">{application.email}</dd>
      <dt className="font-semibold">{t("applications.columns.business")}</dt>
      <dd>{application.businessName}</dd>
      <dt className="font-semibold">{t("leadStory.package")}</dt>
      <dd>{application.package || t("leadStory.noPackage")}</dd>
      <dt className="font-semibold">{t("applications.columns.phone")}</dt>
      <dd>{application.phoneNumber}</dd>
      <dt className="font-semibold">{t("applications.columns.date")}</dt>
      <dd>{format.dateTime(application.createdAt)}</dd>
      <dt className="font-semibold">{t("leads.status.label")}</dt>
      <dd>
        <LeadStatusBadge status={application.status} />
      </dd>
      <dt className="font-semibold">{t("applications.columns.message")}</dt>
      <dd className="whitespace-pre-wrap">{application.message}</dd>
    </dl>
  );
}
