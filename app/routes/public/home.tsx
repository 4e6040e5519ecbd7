import { useTranslation } from "react-i18next";
import { FeaturedProject } from "~/components/home/featured-project";
import { Hero } from "~/components/home/hero";
import { NewsletterBox } from "~/components/home/newsletter-box";
import { NumbersSection } from "~/components/home/numbers-section";
import { PartnersSection } from "~/components/home/partners-section";
import { PortfolioGrid } from "~/components/home/portfolio-grid";
import { ServicesSection } from "~/components/home/services-section";
import { SpecialOffer } from "~/components/home/special-offer";
import { TestimonialCarousel } from "~/components/home/testimonial-carousel";
import { WhyChooseUs } from "~/components/home/why-choose-us";
import { CtaBanner } from "~/components/ui/cta-banner";
import { pageMeta, staticPageMeta } from "~/lib/seo";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/home";
import { appContext } from "~/load-context";
import { readDatabase } from "~/lib/database-reads.server";
import { inLanguage } from "~/lib/site-details.server";

export const handle: RouteHandle = { i18n: ["home", "projects"] };

export async function loader({ context }: Route.LoaderArgs) {
  const { t, language, siteSettings } = context.get(appContext);
  const { offer } = await readDatabase(siteSettings);
  return {
    meta: staticPageMeta(t, "home"),
    /** The special offer's wording, or null when it is switched off. */
    offer: offer.enabled ? { title: inLanguage(offer.title, language), text: inLanguage(offer.text, language) } : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.meta, matches[0]?.loaderData?.language);

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("home");
  return (
    <>
      <Hero />
      <ServicesSection />
      <FeaturedProject />
      <WhyChooseUs />
      <NumbersSection />
      <TestimonialCarousel />
      <PartnersSection />
      <PortfolioGrid />
      <CtaBanner title={t("cta.title")} text={t("cta.text")} button={t("cta.button")} to="/contact" />
      <NewsletterBox />
      {loaderData.offer && <SpecialOffer offer={loaderData.offer} />}
    </>
  );
}
