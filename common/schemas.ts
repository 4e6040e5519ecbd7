// The old home of the input schemas, kept under their old names for the admin screens that
// are being rewritten at the same time. Each entity's schemas now live in its own module
// (fields.ts, post.ts, category.ts, leads.ts, user.ts…): import from there. This file goes
// once the admin does.
export { honeypotFieldName } from "./honeypot";
export { emailField, honeypotField, limits, optionalText, phoneField, requiredText } from "./fields";
export { loginInputSchema as loginSchema, type LoginInput } from "./user";
export { categoryInputSchema, type CategoryInput } from "./category";
export {
  postInputSchema,
  postListQuerySchema,
  postStatuses,
  type PostInput,
  type PostListQuery,
  type PostStatus,
} from "./post";
export {
  applicationInputSchema,
  contactMessageInputSchema as contactMessageSchema,
  contactMessageReadInputSchema as contactMessageReadSchema,
  newsletterInputSchema as newsletterSchema,
  type ApplicationInput,
  type ContactMessageInput,
  type NewsletterInput,
} from "./leads";
