import type { Migration, MigrationProvider } from "kysely";
import * as initial from "./2026-11-22-initial.server";
import * as mediaAndActivity from "./2026-12-05-media-and-activity.server";
import * as revocableSignIns from "./2026-12-10-revocable-sign-ins.server";
import * as comments from "./2026-12-20-comments.server";
import * as siteSettings from "./2026-12-21-site-settings.server";
import * as mediaLibrary from "./2026-12-22-media-library.server";
import * as leadStatus from "./2026-12-23-lead-status.server";
import * as notificationsSeen from "./2026-12-24-notifications-seen.server";
import * as contentItems from "./2026-12-25-content-items.server";
import * as sharedState from "./2026-12-27-shared-state.server";
import * as postTranslations from "./2026-12-28-post-translations.server";
import * as homeContent from "./2026-12-29-home-content.server";
import * as sessions from "./2026-12-30-sessions.server";
import * as twoFactor from "./2026-12-31-two-factor.server";
import * as articlesTrashSchedule from "./2027-01-01-articles-trash-schedule.server";
import * as revisions from "./2027-01-02-revisions.server";
import * as authors from "./2027-01-03-authors.server";
import * as pageTextsNavigationPages from "./2027-01-04-page-texts-navigation-pages.server";
import * as mediaFocalPoint from "./2027-01-05-media-focal-point.server";
import * as demoFixes from "./2027-01-06-demo-fixes.server";
import * as logoOrders from "./2027-01-07-logo-orders.server";
import * as traffic from "./2027-01-08-traffic.server";
import * as remainingPageCopy from "./2027-01-09-remaining-page-copy.server";
import * as logoPackages from "./2027-01-10-logo-packages.server";
import * as signInHardening from "./2027-01-11-sign-in-hardening.server";
import * as visitsPrivacy from "./2027-01-12-visits-b-privacy.server";
import * as visits from "./2027-01-12-visits.server";
import * as leadLoopB from "./2027-01-13-lead-loop-b.server";
import * as leadLoop from "./2027-01-13-lead-loop.server";
import * as newsletter from "./2027-01-14-newsletter.server";
import * as redirects from "./2027-01-15-redirects.server";
import * as newPostDrafts from "./2027-01-16-new-post-drafts.server";
import * as newDrafts from "./2027-01-18-new-drafts.server";
import * as notificationRecipients from "./2027-01-19-notification-recipients.server";
import * as imports from "./2027-01-22-imports.server";
import * as caseStudies from "./2027-01-24-case-studies.server";
import * as importUploads from "./2027-01-31-import-uploads.server";
import * as projectTeamIds from "./2027-02-01-project-team-ids.server";

// Listed by hand rather than read from the folder, so the migrations are bundled into the
// built server and run the same from source (tsx, Vitest) and from the build.
const migrations: Record<string, Migration> = {
  "2026-11-22-initial": initial,
  "2026-12-05-media-and-activity": mediaAndActivity,
  "2026-12-10-revocable-sign-ins": revocableSignIns,
  "2026-12-20-comments": comments,
  "2026-12-21-site-settings": siteSettings,
  "2026-12-22-media-library": mediaLibrary,
  "2026-12-23-lead-status": leadStatus,
  "2026-12-24-notifications-seen": notificationsSeen,
  "2026-12-25-content-items": contentItems,
  "2026-12-27-shared-state": sharedState,
  "2026-12-28-post-translations": postTranslations,
  "2026-12-29-home-content": homeContent,
  "2026-12-30-sessions": sessions,
  "2026-12-31-two-factor": twoFactor,
  "2027-01-01-articles-trash-schedule": articlesTrashSchedule,
  "2027-01-02-revisions": revisions,
  "2027-01-03-authors": authors,
  "2027-01-04-page-texts-navigation-pages": pageTextsNavigationPages,
  "2027-01-05-media-focal-point": mediaFocalPoint,
  "2027-01-06-demo-fixes": demoFixes,
  "2027-01-07-logo-orders": logoOrders,
  "2027-01-08-traffic": traffic,
  "2027-01-09-remaining-page-copy": remainingPageCopy,
  "2027-01-10-logo-packages": logoPackages,
  "2027-01-11-sign-in-hardening": signInHardening,
  "2027-01-12-visits": visits,
  "2027-01-12-visits-b-privacy": visitsPrivacy,
  "2027-01-13-lead-loop": leadLoop,
  "2027-01-13-lead-loop-b": leadLoopB,
  "2027-01-14-newsletter": newsletter,
  "2027-01-15-redirects": redirects,
  "2027-01-16-new-post-drafts": newPostDrafts,
  "2027-01-18-new-drafts": newDrafts,
  "2027-01-19-notification-recipients": notificationRecipients,
  "2027-01-22-imports": imports,
  "2027-01-24-case-studies": caseStudies,
  "2027-01-31-import-uploads": importUploads,
  "2027-02-01-project-team-ids": projectTeamIds,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
