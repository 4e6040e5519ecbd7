import type { LogoProposal, LogoRequest } from "../../../common/logo";
import { logoRecipeKey } from "../../../common/logo-options";

// The shared schemas (and Zod with them) load on the first generation, not with the page;
// so do the calls (./logo-calls.ts), the contract and its client.
export const loadLogoSchemas = () => import("../../../common/logo");
const calls = () => import("./logo-calls");

export type Proposal = LogoProposal;

export const requestProposals = (request: LogoRequest) => calls().then((api) => api.requestProposals(request));
export const orderLogo = (order: Parameters<typeof import("./logo-calls").orderLogo>[0]) =>
  calls().then((api) => api.orderLogo(order));

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
