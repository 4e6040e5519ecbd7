import type { AppContext } from "../../../server/load-context.server";
import { readDatabase } from "~/lib/database-reads.server";
import { pageMetaOf, readCallToAction, readPageText, readServicesPage } from "~/lib/page-texts.server";

/** The services page's data: its list, the sections below it, the client quote and the call to action. */
export async function servicesPageData(appContext: AppContext) {
  const { content, readSiteName } = appContext;
  const siteName = await readSiteName();
  const [services, testimonials, pageText, sections, callToAction] = await readDatabase(() =>
    Promise.all([
      content("services"),
      content("testimonials"),
      readPageText(content, "services"),
      readServicesPage(content),
      readCallToAction(content, "services"),
    ]),
  );
  return {
    meta: pageMetaOf(pageText, siteName),
    heading: { title: pageText.heading, lead: pageText.lead },
    /** The sections below the list: the video, "How we work" and the quote's heading. */
    sections: {
      video: { title: sections.videoTitle, text: sections.videoText, dialogTitle: sections.processTitle },
      process: { title: sections.processTitle, lead: sections.processLead, steps: sections.processSteps },
      testimonialTitle: sections.testimonialTitle,
    },
    callToAction,
    services,
    /** The page's client quote: the first testimonial placed on the services page. */
    testimonial: testimonials.find((testimonial) => testimonial.placements.includes("services")) ?? null,
  };
}
