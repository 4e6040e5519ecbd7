import { type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";
import { leadContract } from "../../../common/contract/leads";
import { logoContract } from "../../../common/contract/logo";
import {
  type LeadChangeInput,
  type LeadCollection,
  type LeadCounts,
  type LeadStatus,
  leadStatusSchema,
} from "../../../common/leads";
import { useChangeSearchParams } from "~/admin/ui/use-change-search-params";
import { adminCall } from "~/admin/ui/api";
import { loadAdmin } from "~/admin/ui/route-data";

// What the lead pages (applications, contact messages, logo orders) share: the list of one
// status with the counts of the filter, the changes staff make, and the lead shown in full.

/** The status a lead page's address asks for (`?status=`), when it names one. */
export function statusFilterOf(url: string): LeadStatus | undefined {
  const result = leadStatusSchema.safeParse(new URL(url).searchParams.get("status"));
  return result.success ? result.data : undefined;
}

/**
 * A lead page's data: the leads of the status its address names (`list` asks for them), and
 * how many are in each status.
 */
async function loadLeads<Lead, Kind extends LeadCollection>(
  request: Request,
  kind: Kind,
  list: (status: LeadStatus | undefined) => Promise<Lead[]>,
): Promise<{ leads: Lead[]; counts: LeadCounts[Kind]; status: LeadStatus | undefined }> {
  const status = statusFilterOf(request.url);
  const [leads, counts] = await Promise.all([list(status), loadAdmin(request, leadContract.countLeads)]);
  return { leads, counts: counts[kind], status };
}

/** A change to one lead, as a lead page's form sends it to the page's action. */
export type LeadChangeRequest = { id: string } & LeadChangeInput & { read?: boolean };

/** Each kind's list page loads its leads and changes one. */
export const leadRequests = {
  applications: {
    load: (request: Request) =>
      loadLeads(request, "applications", (status) =>
        loadAdmin(request, leadContract.listApplications, { query: { status } }),
      ),
    change: ({ id, ...body }: LeadChangeRequest) => adminCall(leadContract.changeApplication, { params: { id }, body }),
  },
  contactMessages: {
    load: (request: Request) =>
      loadLeads(request, "contactMessages", (status) =>
        loadAdmin(request, leadContract.listContactMessages, { query: { status } }),
      ),
    change: ({ id, ...body }: LeadChangeRequest) =>
      adminCall(leadContract.changeContactMessage, { params: { id }, body }),
  },
  logoOrders: {
    load: (request: Request) =>
      loadLeads(request, "logoOrders", (status) =>
        loadAdmin(request, logoContract.listLogoOrders, { query: { status } }),
      ),
    change: ({ id, ...body }: LeadChangeRequest) => adminCall(logoContract.changeLogoOrder, { params: { id }, body }),
  },
};

/**
 * Opening a lead only changes `?open=`: the list in hand is still right. Another status
 * filter, another page, a change staff made or an explicit revalidation (a reply sent,
 * same address) loads it again.
 */
export function shouldRevalidateLeads({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod !== undefined || currentUrl.pathname !== nextUrl.pathname || currentUrl.href === nextUrl.href)
    return defaultShouldRevalidate;
  return currentUrl.searchParams.get("status") !== nextUrl.searchParams.get("status");
}

/** The lead shown in full (`?open=`, so a link can open it) and the way to open or close one. */
export function useOpenLead(): [string | null, (id?: string) => void] {
  const [searchParams] = useSearchParams();
  const changeSearchParams = useChangeSearchParams();
  const open = (id?: string) =>
    changeSearchParams((params) => {
      if (id) params.set("open", id);
      else params.delete("open");
    });
  return [searchParams.get("open"), open];
}

/** A text's start on one line for a list: whitespace folded, cut at `length` with an ellipsis. */
export function textPreview(text: string, length = 120): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length <= length ? line : `${line.slice(0, length - 1).trimEnd()}…`;
}
