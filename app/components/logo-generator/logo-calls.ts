import { ApiError, callApi } from "../../../common/contract/client";
import { logoContract } from "../../../common/contract/logo";
import type { LogoProposal, LogoRequest } from "../../../common/logo";

// The page's calls to the API, through the contract (decision 057). The page imports this
// module lazily (./logo-requests.ts): it, the contract and the client load on the first call.

/** What the page learns from a call: the answer, or why it failed (status 0: the network). */
export type CallResult<T> =
  { ok: true; data: T } | { ok: false; status: number; message?: string; errors?: Record<string, string> };

/** Runs a call; never throws, so the form always learns how it went. */
async function settle<T>(call: Promise<T>): Promise<CallResult<T>> {
  try {
    return { ok: true, data: await call };
  } catch (error) {
    if (error instanceof ApiError) {
      return { ok: false, status: error.status, message: error.serverMessage, errors: error.fieldErrors };
    }
    return { ok: false, status: 0 };
  }
}

export const requestProposals = (request: LogoRequest) =>
  settle(callApi(logoContract.generateLogoProposals, {}, { body: request }));

export function orderLogo(order: { name: string; description: string; email: string; proposal: LogoProposal }) {
  const { proposal, ...details } = order;
  const body = {
    ...details,
    ...(proposal.source === "generator"
      ? { recipe: proposal.recipe }
      : { image: { image: proposal.image, signature: proposal.signature } }),
  };
  return settle(callApi(logoContract.orderLogo, {}, { body }));
}
