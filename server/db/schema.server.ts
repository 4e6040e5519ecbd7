import type { ColumnType, Generated, Selectable } from "kysely";
import type { CommentStatus } from "../../common/comment";
import type { ActivityKind } from "../../common/dashboard";
import type { Language } from "../../common/i18n/languages";
import type { LeadStatus } from "../../common/leads";
import type {
  NewsletterDeliveryStatus,
  NewsletterSendStatus,
  SubscriberConsent,
  SubscriberStatus,
} from "../../common/newsletter";
import type { LogoPaymentStatus } from "../../common/logo";
import type { ImportFormat, ImportJobStatus } from "../../common/import";
import type { PostRevisionKind } from "../../common/post-revision";
import type { RedirectMatch, RedirectOrigin, RedirectStatus } from "../../common/redirect";
import type { Role } from "../../common/user";

/**
 * Timestamps are `timestamptz` on PostgreSQL (read back as Date) and ISO 8601 text on
 * SQLite; both are written as ISO strings, and `toIsoString` reads either.
 */
export type Timestamp = ColumnType<Date | string, string, string>;

export interface UsersTable {
  id: string;
  name: string;
  email: string;
  passwordHash: string;
  role: Role;
  deactivatedAt: ColumnType<Date | string | null, string | null | undefined, string | null>;
  /** The TOTP secret (base32): being enrolled while `totpEnabledAt` is null, in use after. */
  totpSecret: ColumnType<string | null, string | null | undefined, string | null>;
  totpEnabledAt: ColumnType<Date | string | null, string | null | undefined, string | null>;
  /** The time step of the last accepted code: a code is accepted once. */
  totpLastStep: ColumnType<number | string | null, number | null | undefined, number | null>;
  /** Second-step codes tried since the last right one (decision 048): five, then a growing wait. */
  totpFailures: ColumnType<number, number | undefined, number>;
  /** When the next second-step code may be tried; null while the five are not used up. */
  totpRetryAt: ColumnType<Date | string | null, string | null | undefined, string | null>;
  /** The author page's address (`/blog/author/<slug>`): from the name, unique. */
  slug: string;
  /** JSON: the author's short bio per language, `{ en?, tr?, ru?, az? }` (decision 039). */
  bio: ColumnType<string, string | undefined, string>;
  /** The author's photo: an image's address, usually from the media library. */
  photo: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the user last opened the notifications; the bell counts what came in after. */
  notificationsSeenAt: ColumnType<Date | string | null, string | null | undefined, string | null>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface CategoriesTable {
  id: string;
  name: string;
  /** Lower-cased name: the unique key that makes names case-insensitively distinct. */
  nameKey: string;
  description: string;
  /** JSON: { tr?: { name, description }, ru?: …, az?: … } (decision 019). */
  translations: ColumnType<string, string | undefined, string>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface PostsTable {
  id: string;
  title: string;
  slug: string;
  content: string;
  excerpt: string;
  image: string | null;
  categoryId: string | null;
  /** JSON array of strings. */
  tags: string;
  status: "draft" | "published";
  /** The version's language (decision 021). */
  language: ColumnType<Language, Language | undefined, Language>;
  /** The id of the group's first version; every version of a post shares it. */
  translationGroup: string;
  seoTitle: string;
  seoDescription: string;
  /** JSON array of strings. */
  seoKeywords: string;
  authorId: string | null;
  /** Title and excerpt folded by common/fold-text.ts: SQLite's lower() only folds ASCII. */
  searchText: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  publishedAt: Timestamp | null;
  /** When the version was moved to the trash (it is a draft there); purged 30 days on. */
  deletedAt: Timestamp | null;
  /** When a draft is to be published (decision 037). */
  publishAt: Timestamp | null;
  /** When a version is to be taken down to a draft (decision 037). */
  unpublishAt: Timestamp | null;
}

export interface ApplicationsTable {
  id: string;
  name: string;
  email: string;
  message: string;
  phoneNumber: string;
  businessName: string;
  /** The package the visitor came from (`/muraciet?package=…`), "" for none. */
  package: ColumnType<string, string | undefined, string>;
  status: ColumnType<LeadStatus, LeadStatus | undefined, LeadStatus>;
  notes: ColumnType<string, string | undefined, string>;
  createdAt: Timestamp;
}

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  readAt: Timestamp | null;
  status: ColumnType<LeadStatus, LeadStatus | undefined, LeadStatus>;
  notes: ColumnType<string, string | undefined, string>;
  createdAt: Timestamp;
}

export interface NewsletterSubscribersTable {
  id: string;
  email: string;
  createdAt: Timestamp;
  /** The language they subscribed in; they are mailed that language's versions (decision 052). */
  language: ColumnType<Language, Language | undefined, Language>;
  status: ColumnType<SubscriberStatus, SubscriberStatus | undefined, SubscriberStatus>;
  /** How consent was given: the site's form (then confirmed by email) or an admin's import. */
  consent: ColumnType<SubscriberConsent, SubscriberConsent | undefined, SubscriberConsent>;
  consentNote: ColumnType<string, string | undefined, string>;
  /** SHA-256 of the confirmation link's token; null once confirmed. */
  confirmTokenHash: string | null;
  /** When a pending address is deleted unless confirmed. */
  confirmExpiresAt: Timestamp | null;
  confirmedAt: Timestamp | null;
  unsubscribedAt: Timestamp | null;
}

/** A post's language version mailed to that language's confirmed subscribers (decision 052). */
export interface NewsletterSendsTable {
  id: string;
  postId: string;
  language: Language;
  status: NewsletterSendStatus;
  subject: string;
  /** Rendered when the send starts; `{{unsubscribeUrl}}` is filled per recipient. */
  html: ColumnType<string, string | undefined, string>;
  text: ColumnType<string, string | undefined, string>;
  scheduledAt: Timestamp;
  createdBy: string | null;
  createdAt: Timestamp;
  startedAt: Timestamp | null;
  finishedAt: Timestamp | null;
  /** When the next batch may start: the rate, shared by every instance. */
  pacedUntil: Timestamp | null;
}

/** One recipient of a send: claimed in batches, sent once (decision 052). */
export interface NewsletterDeliveriesTable {
  sendId: string;
  subscriberId: string;
  email: string;
  status: NewsletterDeliveryStatus;
  attempts: ColumnType<number, number | undefined, number>;
  /** While `sending`: when another instance may take the row over. */
  claimedUntil: Timestamp | null;
  sentAt: Timestamp | null;
  error: ColumnType<string, string | undefined, string>;
}

export interface MediaTable {
  id: string;
  /** The uploader's file name, shown in the library; never used as a path. */
  originalName: string;
  width: number;
  height: number;
  /** JSON array of the widths stored as WebP files, ascending. */
  widths: string;
  /** Total size of the stored files. */
  bytes: number;
  /** JSON object of the alternative text per language (en, tr, ru, az); missing ones are empty. */
  alt: ColumnType<string, string | undefined, string>;
  /** The file name folded by common/fold-text.ts, for search. */
  searchText: string;
  /** The focal point as fractions of the width and height from the top left; 0.5 is the centre. */
  focalX: ColumnType<number, number | undefined, number>;
  focalY: ColumnType<number, number | undefined, number>;
  uploadedBy: string | null;
  createdAt: Timestamp;
}

/** PostgreSQL only: the stored files of uploads, by their name under /media/. */
export interface MediaFilesTable {
  name: string;
  bytes: Buffer;
  createdAt: ColumnType<Date, never, never>;
}

/** PostgreSQL only: the rate limits' counters, shared by every instance. */
/** One sign-in on one device (decision 033): its token names it, and deleting it ends that token. */
export interface SessionsTable {
  id: string;
  userId: string;
  createdAt: Timestamp;
  /** Written at most once a minute, not on every request. */
  lastSeenAt: Timestamp;
  /** When its token expires; later the row is pruned. */
  expiresAt: Timestamp;
  /** Browser and system read from the User-Agent ("Chrome on macOS"); empty when unknown. */
  device: string;
  address: string;
  /** 1 when the session may only set up two-factor sign-in, which admins require (decision 048). */
  setupOnly: ColumnType<number, number | undefined, number>;
}

/** Two-factor challenges that have signed in, kept until they expire: a challenge signs in once. */
export interface SpentChallengesTable {
  id: string;
  expiresAt: Timestamp;
}

/** A user's single-use recovery codes, as SHA-256 digests (decision 034). */
export interface RecoveryCodesTable {
  userId: string;
  codeHash: string;
}

export interface RateLimitHitsTable {
  /** The limit's prefix and the client's key. */
  key: string;
  hits: number;
  resetAt: Date;
}

export interface ActivityEventsTable {
  id: string;
  kind: ActivityKind;
  subjectId: string;
  /** The post's title or the applicant's name when it happened (the subject may be gone). */
  subjectTitle: string;
  actorId: string | null;
  /** What an edit changed, as JSON `{fields, languages}`; null when the kind says it all. */
  changes: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: Timestamp;
}

/** A post's saved or autosaved fields (decision 038); `fields` is JSON checked by common/post-revision.ts. */
export interface PostRevisionsTable {
  id: string;
  postId: string;
  kind: PostRevisionKind;
  fields: string;
  userId: string | null;
  createdAt: Timestamp;
}

/**
 * A new post's or site-content item's fields as its author typed them, before its first
 * save (docs/decisions/054): one per user and kind ("post" or a content kind).
 */
export interface NewDraftsTable {
  userId: string;
  kind: string;
  fields: string;
  updatedAt: Timestamp;
}

export interface CommentsTable {
  id: string;
  postId: string;
  name: string;
  /** Shown to staff only, never on the site. */
  email: string;
  /** Plain text as the visitor typed it; the page shows it as text. */
  text: string;
  status: CommentStatus;
  createdAt: Timestamp;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

/** One row (id "site"): the settings document as JSON, checked by common/settings.ts. */
export interface SiteSettingsTable {
  id: string;
  document: string;
  updatedBy: string | null;
  updatedAt: Timestamp;
}

/** An item of site content (decision 019); `fields` and `text` are JSON checked by common/content/kinds.ts. */
export interface ContentItemsTable {
  id: string;
  kind: string;
  /** The public address (services, projects), unique per kind; null for kinds without a page. */
  slug: string | null;
  position: number;
  /** 1 shown, 0 hidden (an integer on both databases). */
  visible: number;
  fields: string;
  text: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A logo ordered (paid through Stripe) or downloaded for an email: a lead (docs/decisions/043). */
export interface LogoOrdersTable {
  id: string;
  /** The business's name, drawn on the logo. */
  name: string;
  email: string;
  description: string;
  language: Language;
  /** The chosen procedural logo's recipe (JSON), or null when an image service's picture was chosen. */
  recipe: string | null;
  /** The image service's PNG (base64), when that was chosen. */
  image: string | null;
  paymentStatus: LogoPaymentStatus;
  checkoutSessionId: ColumnType<string | null, string | null | undefined, string | null>;
  paidAt: ColumnType<Date | string | null, string | null | undefined, string | null>;
  downloads: ColumnType<number, number | undefined, number>;
  downloadedAt: ColumnType<Date | string | null, string | null | undefined, string | null>;
  status: ColumnType<LeadStatus, LeadStatus | undefined, LeadStatus>;
  notes: ColumnType<string, string | undefined, string>;
  createdAt: Timestamp;
}

/** A logo order's ZIP (base64), built on its first download and served from here after. */
export interface LogoPackagesTable {
  orderId: string;
  zip: string;
}

/** Stripe's webhook events already handled, by id: a replay is answered and ignored. */
export interface PaymentEventsTable {
  id: string;
  type: string;
  receivedAt: Timestamp;
}

/** Where a visit came from (docs/decisions/044); "" where a dimension is absent. */
interface VisitOrigin {
  source: string;
  referrer: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
}

/** Views per UTC hour and page and what they are counted by. */
export interface TrafficHourlyTable extends VisitOrigin {
  /** The UTC hour as `YYYY-MM-DDTHH`: a key that sorts and compares as text on both databases. */
  hour: string;
  path: string;
  language: string;
  /** desktop, mobile, tablet, or bot for crawlers (counted apart). */
  device: string;
  views: number;
}

/** One row per visitor per UTC day, under that day's salted hash; what their first view came from. */
export interface TrafficVisitorsTable extends VisitOrigin {
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  visitor: string;
  entryPath: string;
  language: string;
  device: string;
  lastSeenAt: Timestamp;
}

/** The secret salt of each UTC day, shared by every instance; deleted once its day is over. */
export interface TrafficSaltsTable {
  day: string;
  salt: string;
}

/**
 * A visit (docs/decisions/050): a visitor's views with no gap over 30 minutes, its origin
 * that of its first view. An instance that joined a visit late writes into the same row.
 */
export interface TrafficVisitsTable extends VisitOrigin {
  id: string;
  day: string;
  visitor: string;
  startedAt: Timestamp;
  lastSeenAt: Timestamp;
  entryPath: string;
  language: string;
  device: string;
  views: number;
  /** The paths viewed, in order, as a JSON array (the first 50). */
  pages: string;
}

/** The visit a lead was sent in (docs/decisions/050): its form's page, the visit's origin and pages, and the visitor's first source of the day. */
export interface LeadSourcesTable extends VisitOrigin {
  leadKind: string;
  leadId: string;
  createdAt: Timestamp;
  page: string;
  entryPath: string;
  visitId: Generated<string>;
  language: Generated<string>;
  device: Generated<string>;
  viewsBefore: Generated<number>;
  pages: Generated<string>;
  firstSource: Generated<string>;
  firstReferrer: Generated<string>;
  firstUtmSource: Generated<string>;
  firstUtmMedium: Generated<string>;
  firstUtmCampaign: Generated<string>;
  firstEntryPath: Generated<string>;
}

/** A notification email or a webhook delivery waiting to be sent (decision 051). */
export interface OutboxTable {
  id: string;
  /** What sends it: `leadEmail`, `webhook`. */
  kind: string;
  /** JSON, read by the kind's sender. */
  payload: string;
  status: "pending" | "sent" | "failed";
  attempts: ColumnType<number, number | undefined, number>;
  nextAttemptAt: Timestamp;
  /** Until when the job that claimed it owns it; null when nobody has. */
  claimedUntil: ColumnType<Date | string | null, string | null | undefined, string | null>;
  lastError: ColumnType<string, string | undefined, string>;
  createdAt: Timestamp;
  sentAt: ColumnType<Date | string | null, string | null | undefined, string | null>;
}

/** An address admins chose to tell of events, and the secret each delivery is signed with. */
export interface WebhooksTable {
  id: string;
  url: string;
  /** JSON list of event types. */
  events: string;
  secret: string;
  createdAt: Timestamp;
}

/** An email staff sent to a lead from its screen. */
export interface LeadRepliesTable {
  id: string;
  leadKind: string;
  leadId: string;
  userId: string | null;
  /** The sender's name as it was then (the user may be deleted later). */
  userName: string;
  toAddress: string;
  subject: string;
  message: string;
  createdAt: Timestamp;
}

export interface DB {
  users: UsersTable;
  categories: CategoriesTable;
  posts: PostsTable;
  applications: ApplicationsTable;
  contactMessages: ContactMessagesTable;
  newsletterSubscribers: NewsletterSubscribersTable;
  newsletterSends: NewsletterSendsTable;
  newsletterDeliveries: NewsletterDeliveriesTable;
  appMeta: AppMetaTable;
  media: MediaTable;
  mediaFiles: MediaFilesTable;
  rateLimitHits: RateLimitHitsTable;
  sessions: SessionsTable;
  spentChallenges: SpentChallengesTable;
  recoveryCodes: RecoveryCodesTable;
  activityEvents: ActivityEventsTable;
  postRevisions: PostRevisionsTable;
  newDrafts: NewDraftsTable;
  comments: CommentsTable;
  siteSettings: SiteSettingsTable;
  contentItems: ContentItemsTable;
  logoOrders: LogoOrdersTable;
  logoPackages: LogoPackagesTable;
  paymentEvents: PaymentEventsTable;
  trafficHourly: TrafficHourlyTable;
  trafficVisitors: TrafficVisitorsTable;
  trafficSalts: TrafficSaltsTable;
  trafficVisits: TrafficVisitsTable;
  leadSources: LeadSourcesTable;
  redirects: RedirectsTable;
  notFoundPaths: NotFoundPathsTable;
  outbox: OutboxTable;
  webhooks: WebhooksTable;
  leadReplies: LeadRepliesTable;
  importJobs: ImportJobsTable;
  importMappings: ImportMappingsTable;
}

/** An old address answered with a redirect (decision 053), from memory before the page cache. */
export interface RedirectsTable {
  id: string;
  /** The matched path, without a trailing slash; a query only for addresses like `/?p=123`. */
  source: string;
  /** A path on this site or an http(s) address. */
  target: string;
  /** exact, or prefix (the rest of the path is appended to the target). */
  match: RedirectMatch;
  /** 301 or 302. */
  status: RedirectStatus;
  /** manual, import or slug (a post's or a page's slug changed). */
  origin: RedirectOrigin;
  hits: ColumnType<number, number | undefined, number>;
  lastHitAt: ColumnType<Date | string | null, string | null | undefined, string | null>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A public path answered 404, counted per kind of visitor (bots apart); bounded by pruning. */
export interface NotFoundPathsTable {
  id: string;
  path: string;
  /** 1 for crawlers and other bots (isbot), 0 for people. */
  bot: number;
  count: number;
  lastSeenAt: Timestamp;
}

/** One uploaded export's dry run or import (decision 059), run by one instance at a time. */
export interface ImportJobsTable {
  id: string;
  /** The uploaded file on the disk of the instance that received it. */
  filePath: string;
  /** The uploader's file name, shown only. */
  fileName: string;
  /** wordpress or ghost. */
  format: ImportFormat;
  /** Where versions without a language of their own go (a one-language site). */
  language: Language;
  /** 1: a dry run that writes nothing but its report. */
  dryRun: number;
  /** pending, running, done or failed. */
  status: ImportJobStatus;
  /** How many of the file's items are done: a restarted job goes on after them. */
  itemsDone: ColumnType<number, number | undefined, number>;
  /** JSON checked by common/import.ts (`ImportReport`). */
  report: string;
  error: ColumnType<string, string | undefined, string>;
  /** While running: when another instance may take the job over. */
  claimedUntil: Timestamp | null;
  createdBy: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  finishedAt: Timestamp | null;
  /** A Ghost site's address (its export does not carry it): its images' base. Empty when not given. */
  siteAddress: ColumnType<string, string | undefined, string>;
  /** When the uploaded file was removed (after its import, or a dry run left too long). */
  fileRemovedAt: Timestamp | null;
}

/** What each source item became: `source` is the format and the old site's address. */
export interface ImportMappingsTable {
  source: string;
  /** author, category, tag, attachment, image, post, page, comment. */
  kind: string;
  sourceId: string;
  localId: string;
  createdAt: Timestamp;
}

export type UserRow = Selectable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type CategoryRow = Selectable<CategoriesTable>;
export type ApplicationRow = Selectable<ApplicationsTable>;
export type ContactMessageRow = Selectable<ContactMessagesTable>;
export type NewsletterSubscriberRow = Selectable<NewsletterSubscribersTable>;
export type NewsletterSendRow = Selectable<NewsletterSendsTable>;
export type MediaRow = Selectable<MediaTable>;
export type CommentRow = Selectable<CommentsTable>;
export type ContentItemRow = Selectable<ContentItemsTable>;
export type LogoOrderRow = Selectable<LogoOrdersTable>;
