import type { AppContext } from "../../../server/load-context.server";
import { readDatabase } from "~/lib/database-reads.server";
import { pageMetaOf, readPageText } from "~/lib/page-texts.server";

/** The portfolio page's data: its heading and every project (the page filters them as visitors type). */
export async function portfolioPageData(appContext: AppContext) {
  const { content, readSiteName } = appContext;
  const siteName = await readSiteName();
  const [pageText, projects] = await readDatabase(() =>
    Promise.all([readPageText(content, "portfolio"), content("projects")]),
  );
  return {
    meta: pageMetaOf(pageText, siteName),
    heading: { title: pageText.heading, lead: pageText.lead },
    projects,
  };
}
