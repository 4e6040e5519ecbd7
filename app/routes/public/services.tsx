import { ProcessSteps } from "~/components/services/process-steps";
import { ProcessVideo } from "~/components/services/process-video";
import { Catalogue } from "~/components/catalogue/catalogue";
import { serviceCardOf } from "~/components/services/service-card";
import { ServicesTestimonial } from "~/components/services/services-testimonial";
import { CtaBanner } from "~/components/ui/cta-banner";
import { Island } from "~/islands/island";
import { pageMeta } from "~/lib/seo";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/services";
import { appContext } from "../../../server/load-context.server";
import { servicesPageData } from "./services.server";

// Served as islands (decision 072): the frame, the catalogue (search, filters, view) and the video's dialog.
export const handle: RouteHandle = { i18n: ["services"], islands: true };

export const loader = ({ context }: Route.LoaderArgs) => servicesPageData(context.get(appContext));

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.meta, matches[0]?.loaderData?.language);

// Named too: the page editor's preview draws it from other data (decision 061).
export function ServicesPage({ loaderData }: Route.ComponentProps) {
  const { services, testimonial, heading, sections, callToAction } = loaderData;
  return (
    <>
      <Island
        name="catalogue"
        component={Catalogue}
        props={{ kind: "services", items: services.map(serviceCardOf), heading }}
      />
      <Island name="process-video" component={ProcessVideo} props={sections.video} />
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
