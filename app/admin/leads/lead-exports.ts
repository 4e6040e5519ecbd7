import type { TFunction } from "i18next";
import type { Application, ContactMessage, NewsletterSubscriber } from "../../../common/leads";
import type { CsvColumn } from "~/admin/ui/csv";
import { originColumns } from "~/admin/ui/lead-origin-columns";

/** The columns of each lead list's CSV export, headed in the admin's language. */
export const leadCsvColumns = {
  applications: (t: TFunction<"admin">): CsvColumn<Application>[] => [
    { header: t("applications.columns.name"), value: (row) => row.name },
    { header: t("applications.columns.email"), value: (row) => row.email },
    { header: t("applications.columns.business"), value: (row) => row.businessName },
    { header: t("leadStory.package"), value: (row) => row.package },
    { header: t("applications.columns.phone"), value: (row) => row.phoneNumber },
    { header: t("applications.columns.message"), value: (row) => row.message },
    { header: t("leads.status.label"), value: (row) => t(`leads.status.${row.status}`) },
    { header: t("leads.notes"), value: (row) => row.notes },
    { header: t("applications.columns.date"), value: (row) => row.createdAt },
    ...originColumns<Application>(t),
  ],
  contactMessages: (t: TFunction<"admin">): CsvColumn<ContactMessage>[] => [
    { header: t("messages.columns.name"), value: (row) => row.name },
    { header: t("messages.columns.email"), value: (row) => row.email },
    { header: t("messages.columns.subject"), value: (row) => row.subject },
    { header: t("messages.columns.message"), value: (row) => row.message },
    { header: t("messages.columns.read"), value: (row) => t(row.read ? "messages.read" : "messages.unread") },
    { header: t("leads.status.label"), value: (row) => t(`leads.status.${row.status}`) },
    { header: t("leads.notes"), value: (row) => row.notes },
    { header: t("messages.columns.date"), value: (row) => row.createdAt },
    ...originColumns<ContactMessage>(t),
  ],
  newsletterSubscribers: (t: TFunction<"admin">): CsvColumn<NewsletterSubscriber>[] => [
    { header: t("subscribers.columns.email"), value: (row) => row.email },
    { header: t("newsletters.subscribers.language"), value: (row) => row.language },
    {
      header: t("newsletters.subscribers.status"),
      value: (row) => t(`newsletters.subscribers.statuses.${row.status}`),
    },
    { header: t("subscribers.columns.date"), value: (row) => row.createdAt },
    ...originColumns<NewsletterSubscriber>(t),
  ],
};
