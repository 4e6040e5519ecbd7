/** What the application form at /muraciet asks for. */
export interface ApplicationFields {
  name: string;
  email: string;
  businessActivity: string;
  phoneNumber: string;
  extraMessage: string;
}

/**
 * The body `POST /api/applications` takes: `businessName` is the business activity, the
 * phone is its own field, `message` only what the visitor added (the business and phone
 * are not repeated in it), and `package` the package card they came from (decision 051).
 */
export function toApplicationInput(fields: ApplicationFields, packageName = "") {
  return {
    name: fields.name,
    email: fields.email,
    businessName: fields.businessActivity.trim(),
    phoneNumber: fields.phoneNumber.trim(),
    message: fields.extraMessage.trim(),
    package: packageName,
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
