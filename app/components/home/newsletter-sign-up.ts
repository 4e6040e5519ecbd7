import { newsletterContract } from "../../../common/contract/newsletter";
import { type NewsletterSubscriberInput, newsletterSubscriberInputSchema } from "../../../common/leads";
import { callForm } from "~/components/ui/call-form";

// What the newsletter box loads on its first submit, in one piece: the shared schema, the
// endpoint's declaration and the client (and Zod with them), none of it with the page.

export { newsletterSubscriberInputSchema };

/**
 * Sends a sign-up (`addNewsletterSubscriber`). A refusal carries the server's words for the
 * address or the whole, when it sent any; a network failure carries none.
 */
export async function signUp(
  input: NewsletterSubscriberInput,
): Promise<{ ok: true } | { ok: false; message?: string }> {
  const result = await callForm(newsletterContract.addNewsletterSubscriber, { body: input });
  return result.ok ? { ok: true } : { ok: false, message: result.errors?.email ?? result.message };
}
