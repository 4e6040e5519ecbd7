// Apart from leads.ts, which reads the traffic's lead origin: the traffic's schemas count
// leads by kind, so both need the kinds without needing each other.

/** What a visitor can send that counts as a lead (the traffic dashboard counts each kind). */
export const leadKinds = ["contactMessage", "application", "newsletterSubscriber", "comment", "logoOrder"] as const;
export type LeadKind = (typeof leadKinds)[number];
