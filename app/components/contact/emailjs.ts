/** The public EmailJS ids, given to the contact page when chosen (docs/ARCHITECTURE.md, Open points of the spec). */
export interface EmailJsIds {
  serviceId: string;
  templateId: string;
  publicKey: string;
}

export const emailJsSendUrl = "https://api.emailjs.com/api/v1.0/email/send";

/**
 * Sends the contact template through EmailJS from the page. Success is an answer whose
 * text is `OK`; anything else (451 headless browser, 403 blocked, 429 rate limited, a
 * network failure) is a failure. Never throws.
 */
export async function sendWithEmailJs(ids: EmailJsIds, templateParams: Record<string, string>): Promise<boolean> {
  try {
    const response = await fetch(emailJsSendUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        service_id: ids.serviceId,
        template_id: ids.templateId,
        user_id: ids.publicKey,
        template_params: templateParams,
      }),
    });
    return response.ok && (await response.text()) === "OK";
  } catch {
    return false;
  }
}
