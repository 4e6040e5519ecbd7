/** What the application form at /muraciet asks for. */
export interface ApplicationFields {
  name: string;
  email: string;
  businessActivity: string;
  phoneNumber: string;
  extraMessage: string;
}

export interface ComposedLabels {
  businessActivity: string;
  phoneNumber: string;
  extraMessage: string;
}

/**
 * The body `POST /api/applications` takes (spec section 7): `businessName` is the business
 * activity, and `message` is composed of business activity, phone and, if given, the
 * extra message, one labelled line each, so staff read the whole application in one place.
 */
export function toApplicationInput(fields: ApplicationFields, labels: ComposedLabels) {
  const businessActivity = fields.businessActivity.trim();
  const phoneNumber = fields.phoneNumber.trim();
  const extraMessage = fields.extraMessage.trim();
  const lines = [`${labels.businessActivity}: ${businessActivity}`, `${labels.phoneNumber}: ${phoneNumber}`];
  if (extraMessage) lines.push(`${labels.extraMessage}: ${extraMessage}`);
  return {
    name: fields.name,
    email: fields.email,
    businessName: businessActivity,
    phoneNumber,
    message: lines.join("\n"),
  };
}

/** The form field an API body field's error belongs to. */
export const applicationFieldOf: Record<string, keyof ApplicationFields> = {
  name: "name",
  email: "email",
  businessName: "businessActivity",
  phoneNumber: "phoneNumber",
  message: "extraMessage",
};
