import { ProcessSteps } from "~/components/services/process-steps";
import { ProcessVideo } from "~/components/services/process-video";
import { ServicesCatalogue } from "~/components/services/services-catalogue";
import { ServicesTestimonial } from "~/components/services/services-testimonial";
import { CtaBanner } from "~/components/ui/cta-banner";
import { pageMeta } from "~/lib/seo";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/services";
import { appContext } from "../../../server/load-context.server";
import { servicesPageData } from "./services.server";

export const handle: RouteHandle = { i18n: ["services"] };

export const loader = ({ context }: Route.LoaderArgs) => servicesPageData(context.get(appContext));

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.meta, matches[0]?.loaderData?.language);

// Named too: the page editor's preview draws it from other data (decision 061).
export function ServicesPage({ loaderData }: Route.ComponentProps) {
  const { services, testimonial, heading, sections, callToAction } = loaderData;
  return (
    <>
      <ServicesCatalogue services={services} heading={heading} />
      <ProcessVideo {...sections.video} />
      {sections.process.steps.length > 0 && (
        <ProcessSteps
          id="process"
          title={sections.process.title}
          subtitle={sections.process.lead}
          steps={sections.process.steps.map((step) => ({ title: step.title, description: step.text }))}
        />
      )}
      {testimonial && <ServicesTestimonial testimonial={testimonial} title={sections.testimonialTitle} />}
      <CtaBanner {...callToAction} to="/contact" />
    </>
  );
}

export default ServicesPage;
