import { trafficContract } from "../../common/contract/traffic";
import { trafficReport } from "../db/traffic.server";
import { implement } from "./operation.server";

/** How far back "now" reaches on the dashboard. */
const recentMinutes = 30;

/** The traffic dashboard (docs/decisions/044; the endpoints: common/contract/traffic.ts). */
export const trafficOperations = implement(trafficContract, {
  getTrafficReport: {
    async handle({ query }, { db, traffic }) {
      await traffic.flush(); // this instance's last seconds too
      return { status: 200, body: await trafficReport(db, query) };
    },
  },
  getTrafficNow: {
    handle: async (_request, { traffic }) => ({
      status: 200,
      body: { visitors: await traffic.activeVisitors(recentMinutes), minutes: recentMinutes },
    }),
  },
});
