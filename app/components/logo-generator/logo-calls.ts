import { logoContract } from "../../../common/contract/logo";
import type { LogoProposal, LogoRequest } from "../../../common/logo";
import { callForm } from "~/components/ui/call-form";

// The page's calls to the API, through the contract (decision 057). The page imports this
// module lazily (./logo-requests.ts): it, the contract and the client load on the first call.

export const requestProposals = (request: LogoRequest) =>
  callForm(logoContract.generateLogoProposals, { body: request });

export function orderLogo(order: { name: string; description: string; email: string; proposal: LogoProposal }) {
  const { proposal, ...details } = order;
  const body = {
    ...details,
    ...(proposal.source === "generator"
      ? { recipe: proposal.recipe }
      : { image: { image: proposal.image, signature: proposal.signature } }),
  };
  return callForm(logoContract.orderLogo, { body });
}
