import { FeaturedProject } from "~/components/home/featured-project";
import { Hero } from "~/components/home/hero";
import { NewsletterBox } from "~/components/home/newsletter-box";
import { NumbersSection } from "~/components/home/numbers-section";
import { PartnersSection } from "~/components/home/partners-section";
import { PortfolioGrid } from "~/components/home/portfolio-grid";
import { ServicesSection } from "~/components/home/services-section";
import { SpecialOffer } from "~/components/home/special-offer";
import { carouselTestimonialOf, TestimonialCarousel } from "~/components/home/testimonial-carousel";
import { WhyChooseUs } from "~/components/home/why-choose-us";
import { CtaBanner } from "~/components/ui/cta-banner";
import { Island } from "~/islands/island";
import { pageMeta } from "~/lib/seo";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/home";
import { appContext } from "../../../server/load-context.server";
import { homePageData } from "./home.server";

// Served as islands (decision 072): the frame, the services' dialog, the figures, the
// testimonials, the newsletter box and the special offer; the hero and the lists are static.
export const handle: RouteHandle = { i18n: ["home", "projects"], islands: true };

export const loader = ({ context }: Route.LoaderArgs) => homePageData(context.get(appContext));

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.meta, matches[0]?.loaderData?.language);

// Named too: the page editor's preview draws it from other data (decision 061).
export function HomePage({ loaderData }: Route.ComponentProps) {
  const { text, callToAction } = loaderData;
  return (
    <>
      <Hero
        text={text}
        picture={loaderData.heroPicture}
        showcase={
          loaderData.featuredProject && {
            image: loaderData.featuredProject.image,
            alt: loaderData.featuredProject.imageAlt || loaderData.featuredProject.title,
          }
        }
      />
      {loaderData.offerings.length > 0 && (
        <Island
          name="home-services"
          component={ServicesSection}
          props={{ offerings: loaderData.offerings, heading: { title: text.servicesTitle, lead: text.servicesLead } }}
        />
      )}
      {loaderData.featuredProject && <FeaturedProject project={loaderData.featuredProject} label={text.featuredLabel} />}
      <WhyChooseUs heading={{ title: text.whyTitle, lead: text.whyLead }} benefits={text.benefits} />
      <NumbersSection figures={loaderData.figures} title={text.numbersTitle} />
      <Island
        name="testimonial-carousel"
        component={TestimonialCarousel}
        props={{
          testimonials: loaderData.testimonials.map(carouselTestimonialOf),
          heading: { title: text.testimonialsTitle, lead: text.testimonialsLead },
        }}
      />
      <PartnersSection partners={loaderData.partners} heading={{ title: text.partnersTitle, lead: text.partnersLead }} />
      <PortfolioGrid projects={loaderData.projects} heading={{ title: text.portfolioTitle, lead: text.portfolioLead }} />
      <CtaBanner {...callToAction} to="/contact" />
      <Island
        name="newsletter-box"
        component={NewsletterBox}
        props={{ heading: { title: text.newsletterTitle, lead: text.newsletterText } }}
      />
      {loaderData.offer && <Island name="special-offer" component={SpecialOffer} props={{ offer: loaderData.offer }} />}
    </>
  );
}

export default HomePage;
