import { trafficNowSchema, trafficQuerySchema, trafficReportSchema } from "../traffic";
import { answer, endpoint, error } from "./endpoint";

/** The traffic dashboard (docs/decisions/044): counted views, visitors and the leads they brought. */
export const trafficContract = {
  getTrafficReport: endpoint({
    method: "get",
    path: "/traffic",
    operationId: "getTrafficReport",
    summary:
      "Visitors, page views, pages, channels with their funnels, campaigns, languages, devices and the leads credited to their visits for a range of UTC days, with the period before",
    description:
      "`from` and `to` are UTC days (YYYY-MM-DD), both included, at most 366 days apart. Visitors are the sum of each day's unique visitors; `converting` counts those who sent a lead, so conversion (`converting ÷ visitors`) never exceeds 100 % (docs/decisions/050).",
    role: "admin",
    query: trafficQuerySchema,
    responses: { "200": answer("Traffic report", trafficReportSchema), "400": error("Invalid or reversed range") },
  }),
  getTrafficNow: endpoint({
    method: "get",
    path: "/traffic/now",
    operationId: "getTrafficNow",
    summary: "Visitors seen in the last 30 minutes, on every instance",
    description:
      "This instance writes what it counted first; other instances write every 10 seconds, so the figure is at most that late.",
    role: "admin",
    responses: { "200": answer("Recent visitors", trafficNowSchema) },
  }),
};
