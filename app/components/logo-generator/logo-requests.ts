import type { LogoOrderStarted, LogoProposal, LogoProposals, LogoRequest } from "../../../common/logo";
import { logoRecipeKey } from "../../../common/logo-options";
import { submitJson } from "~/lib/submit-json";

// The page's calls to the API. The shared schemas (and Zod with them) load on the first
// generation, not with the page.
export const loadLogoSchemas = () => import("../../../common/logo");

export type Proposal = LogoProposal;

export const requestProposals = (request: LogoRequest) => submitJson<LogoProposals>("/api/logo-proposals", request);

export function orderLogo(order: { name: string; description: string; email: string; proposal: LogoProposal }) {
  const { proposal, ...details } = order;
  return submitJson<LogoOrderStarted>("/api/logo-orders", {
    ...details,
    ...(proposal.source === "generator"
      ? { recipe: proposal.recipe }
      : { image: { image: proposal.image, signature: proposal.signature } }),
  });
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
