import { ApiError, callApi } from "../../../common/contract/client";
import { newsletterContract } from "../../../common/contract/newsletter";
import { type NewsletterSubscriberInput, newsletterSubscriberInputSchema } from "../../../common/leads";

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
  try {
    await callApi(newsletterContract.addNewsletterSubscriber, {}, { body: input });
    return { ok: true };
  } catch (error) {
    const refused = error instanceof ApiError ? error : undefined;
    return { ok: false, message: refused?.fieldErrors?.email ?? refused?.serverMessage };
  }
}
