/**
 * The agency's figures and film, fixed in the code. Its name, contact details and links
 * are site settings that admins change (common/settings.ts, app/lib/site-details.ts).
 */
export const site = {
  /** The agency's "how we work" film on YouTube, played from youtube-nocookie.com only on request. */
  processVideoId: "aqz-KE-bpKQ",
  /** Marketing figures (spec section 9), shown with a "+" or "%" suffix. */
  stats: { yearsOfExperience: 10, projectsDelivered: 200, partners: 50, satisfactionPercent: 98, awards: 15 },
} as const;
