import { useTranslation } from "react-i18next";
import { Stars } from "~/components/ui/stars";
import type { Testimonial } from "~/lib/site-content";
import { TestimonialAuthor } from "~/components/ui/testimonial-author";
import { RoundPortrait } from "~/components/ui/round-portrait";

/** The services page's client quote under its heading, with portrait and rating (spec section 3). */
export function ServicesTestimonial({ testimonial, title }: { testimonial: Testimonial; title: string }) {
  const { rating } = testimonial;
  const { t } = useTranslation("services");
  return (
    <section aria-labelledby="services-testimonial" className="bg-slate-50 px-4 py-16 sm:px-6 dark:bg-slate-900/50">
      <figure className="mx-auto max-w-3xl text-center">
        <h2
          id="services-testimonial"
          className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-100"
        >
          {title}
        </h2>
        <div className="mt-4">
          <Stars rating={rating} label={t("testimonial.rating", { rating })} />
        </div>
        <blockquote className="mt-6 text-xl leading-9 text-slate-800 sm:text-2xl dark:text-slate-100">
          {testimonial.quote}
        </blockquote>
        <figcaption className="mt-8 flex items-center justify-center gap-4">
          {testimonial.portrait ? <RoundPortrait src={testimonial.portrait} size={56} className="h-14 w-14" /> : null}
          <TestimonialAuthor testimonial={testimonial} className="text-left" />
        </figcaption>
      </figure>
    </section>
  );
}
