import type { LogoProposal, LogoRequest } from "../../../common/logo";
import { logoRecipeKey } from "../../../common/logo-options";

// The page's calls to the API, through the contract (decision 057). The shared schemas (and
// Zod with them), the contract and its client load on the first generation, not with the page.
export const loadLogoSchemas = () => import("../../../common/logo");
const loadApi = () => Promise.all([import("../../../common/contract/client"), import("../../../common/contract/logo")]);

export type Proposal = LogoProposal;

/** What the page learns from a call: the answer, or why it failed (status 0: the network). */
export type CallResult<T> =
  { ok: true; data: T } | { ok: false; status: number; message?: string; errors?: Record<string, string> };

/** Runs a call of the logo contract; never throws, so the form always learns how it went. */
async function settle<T>(call: (api: Awaited<ReturnType<typeof loadApi>>) => Promise<T>): Promise<CallResult<T>> {
  let api: Awaited<ReturnType<typeof loadApi>> | undefined;
  try {
    api = await loadApi();
    return { ok: true, data: await call(api) };
  } catch (error) {
    if (api && error instanceof api[0].ApiError) {
      return { ok: false, status: error.status, message: error.serverMessage, errors: error.fieldErrors };
    }
    return { ok: false, status: 0 };
  }
}

export const requestProposals = (request: LogoRequest) =>
  settle(([{ callApi }, { logoContract }]) => callApi(logoContract.generateLogoProposals, {}, { body: request }));

export function orderLogo(order: { name: string; description: string; email: string; proposal: LogoProposal }) {
  const { proposal, ...details } = order;
  const body = {
    ...details,
    ...(proposal.source === "generator"
      ? { recipe: proposal.recipe }
      : { image: { image: proposal.image, signature: proposal.signature } }),
  };
  return settle(([{ callApi }, { logoContract }]) => callApi(logoContract.orderLogo, {}, { body }));
}

/** An image address for a proposal: its SVG (or dark variant), or the service's PNG. */
export function proposalImage(proposal: LogoProposal, onDark = false): string {
  if (proposal.source !== "generator") return proposal.image;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(onDark ? proposal.svgOnDark : proposal.svg)}`;
}

/** A key that tells proposals apart (a recipe, or the picture's signature). */
export const proposalKey = (proposal: LogoProposal) =>
  proposal.source === "generator" ? logoRecipeKey(proposal.recipe) : proposal.signature;

/** A new seed for "other ideas" and "more like this". */
export const newSeed = () => crypto.getRandomValues(new Uint32Array(1))[0]!;
