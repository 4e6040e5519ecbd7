/**
 * The agency's film, fixed in the code. Its name, contact details, links and marketing
 * figures are site settings that admins change (common/settings.ts, app/lib/site-details.ts).
 */
export const site = {
  /** The agency's "how we work" film on YouTube, played from youtube-nocookie.com only on request. */
  processVideoId: "aqz-KE-bpKQ",
} as const;
