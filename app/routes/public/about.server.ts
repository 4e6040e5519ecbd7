import type { AppContext } from "../../../server/load-context.server";
import { aboutFigureValue } from "../../../common/content/figures";
import { readDatabase } from "~/lib/database-reads.server";
import { pageMetaOf, readAboutPage, readCallToAction, readPageText } from "~/lib/page-texts.server";
import { inLanguage, phoneHref } from "~/lib/site-details.server";
import { organization } from "~/lib/structured-data";

/**
 * The about page's data: its texts, team and figures, and the agency's facts as search
 * engines read them (structured data only, so this never reaches the browser): the spec's
 * founded 2015 with 50+ employees.
 */
export async function aboutPageData(appContext: AppContext) {
  const { config, language, siteSettings, content, readSiteName } = appContext;
  const siteName = await readSiteName();
  const [settings, team, figures, pageText, text, callToAction] = await readDatabase(() =>
    Promise.all([
      siteSettings(),
      content("team"),
      content("about-figures"),
      readPageText(content, "about"),
      readAboutPage(content),
      readCallToAction(content, "about"),
    ]),
  );
  return {
    meta: pageMetaOf(pageText, siteName),
    heading: { title: pageText.heading, lead: pageText.lead },
    text,
    callToAction,
    team,
    figures: figures.map(({ label, suffix, ...figure }) => ({
      label,
      suffix,
      value: aboutFigureValue(figure, settings.figures),
    })),
    structuredData: organization({
      name: settings.name,
      url: config.siteUrl,
      logo: new URL(settings.logo || "/images/logo-512.png", config.siteUrl).href,
      description: text.organizationDescription,
      email: settings.contact.email,
      telephone: phoneHref(settings.contact.phone).slice("tel:".length),
      address: inLanguage(settings.contact.address, language),
      sameAs: Object.values(settings.social).filter(Boolean),
      foundingDate: String(settings.figures.foundedYear),
      minEmployees: settings.figures.teamSize,
    }),
  };
}
