import type { Request } from "express";
import type { Kysely } from "kysely";
import type { LeadKind } from "../../common/leads";
import type { DB } from "../db/schema.server";
import { recordLeadSource } from "../db/traffic.server";
import { validHost } from "../request-guards.server";
import type { TrafficCounter } from "./traffic-counter.server";

/**
 * Records where a lead just stored came from (docs/decisions/044): the page its form was
 * on (the request's Referer, the site's own pages only) and the source, entry page and
 * campaign of the visitor's first view that day, found by the same daily hash of address
 * and User-Agent that counted the view: no cookie, nothing stored in the browser, nothing
 * sent by the form. Every kind of lead calls it once after storing the lead, the logo
 * orders too: `await recordLeadOrigin(api.db, api.traffic, req, { kind: "logoOrder", id })`.
 *
 * While counting is off nothing is recorded: there is no visit to attribute it to. It
 * never fails the lead: a source that cannot be read or written is left out.
 */
export async function recordLeadOrigin(
  db: Kysely<DB>,
  traffic: TrafficCounter,
  req: Request,
  lead: { kind: LeadKind; id: string },
): Promise<void> {
  if (!traffic.isCounting()) return;
  try {
    // The guards kept X-Forwarded-Host only from a trusted proxy.
    const source = await traffic.leadSource({
      headers: req.headers,
      host: validHost(req.headers, true),
      address: req.ip,
    });
    await recordLeadSource(db, lead, source);
  } catch {
    // The lead is stored; its source is a figure of the dashboard, not worth an error.
  }
}
