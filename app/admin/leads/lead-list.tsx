import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ExportCsvButton } from "~/admin/ui/buttons";
import type { CsvColumn } from "~/admin/ui/csv";
import { AdminHeader, AdminTitle } from "~/admin/ui/page-heading";
import { EmptyState } from "~/components/ui/empty-state";
import { Modal } from "~/components/ui/modal";
import type { LeadStatus, LeadStatusCounts } from "../../../common/leads";
import type { RepliedLeadKind } from "../../../common/lead-story";
import { LeadStatusFilter } from "./lead-status";
import { LeadStoryPanel } from "./lead-story";
import { LeadWorkForm, type WorkedLead } from "./lead-work-form";
import { useOpenLead } from "./lead-requests";

/** The lead shown in full (`?open=`) and the way to open or close one. */
export function useOpenedLead<Lead extends WorkedLead>(leads: Lead[]) {
  const [openId, openLead] = useOpenLead();
  // A lead saved into another status leaves a filtered list: it stays open as saved.
  const [saved, setSaved] = useState<Lead>();
  const open = leads.find((lead) => lead._id === openId) ?? (saved?._id === openId ? saved : undefined);
  return { open, openLead, setSaved };
}

/** The kind of lead each lead page lists, as the API's lead stories name it. */
const storyKinds: Record<"applications" | "messages" | "logoOrders", RepliedLeadKind> = {
  applications: "application",
  messages: "contactMessage",
  logoOrders: "logoOrder",
};

export type OpenedLead<Lead extends WorkedLead> = ReturnType<typeof useOpenedLead<Lead>>;

/**
 * A lead page (applications, contact messages, logo orders): its title, a CSV export, the status filter,
 * the list of leads or why it is empty, and one lead open in full with its status and notes.
 * `screen` is the page's translation prefix; the page says how its leads are listed and shown.
 */
export function LeadList<Lead extends WorkedLead>({
  screen,
  leads,
  counts,
  status,
  opened: { open, openLead, setSaved },
  csvColumns,
  headerNote,
  table,
  titleOf,
  detail,
}: {
  screen: "applications" | "messages" | "logoOrders";
  leads: Lead[];
  counts: LeadStatusCounts;
  status: LeadStatus | undefined;
  opened: OpenedLead<Lead>;
  csvColumns: CsvColumn<Lead>[];
  headerNote?: React.ReactNode;
  table: React.ReactNode;
  titleOf: (lead: Lead) => string;
  detail: (lead: Lead) => React.ReactNode;
}) {
  const { t } = useTranslation("admin");
  return (
    <>
      <AdminTitle>{t(`${screen}.title`)}</AdminTitle>
      <AdminHeader title={t(`${screen}.title`)}>
        {headerNote}
        <ExportCsvButton fileName={`${screen}.csv`} rows={leads} columns={csvColumns} />
      </AdminHeader>
      <LeadStatusFilter counts={counts} current={status} />
      {leads.length === 0 && <EmptyState message={t(status ? "leads.emptyFiltered" : `${screen}.empty`)} />}
      {leads.length > 0 && table}
      <Modal
        open={open !== undefined}
        title={open ? titleOf(open) : ""}
        closeLabel={t("common.close")}
        onClose={() => openLead()}
        className="max-w-2xl"
      >
        {open && (
          <>
            {detail(open)}
            <LeadStoryPanel
              key={`story-${open._id}`}
              kind={storyKinds[screen]}
              leadId={open._id}
              subject={titleOf(open)}
            />
            <LeadWorkForm key={open._id} lead={open} onSaved={setSaved} />
          </>
        )}
      </Modal>
    </>
  );
}
