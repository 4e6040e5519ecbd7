import { ChevronLeft, ChevronRight, Quote } from "lucide-react";
import type { SectionText } from "~/lib/site-content";
import { useTranslation } from "react-i18next";
import { SectionHeading } from "~/components/ui/section-heading";
import { useCarousel } from "~/components/ui/use-carousel";
import { pick } from "~/lib/pick";
import type { Testimonial } from "~/lib/site-content";
import { TestimonialAuthor } from "~/components/ui/testimonial-author";
import { RoundPortrait } from "~/components/ui/round-portrait";

const autoplayMs = 7000;

const slideFields = ["id", "quote", "author", "position", "company", "portrait"] as const;

/** What a slide shows of a testimonial: the whole record stays on the server (an island's props are small). */
export type CarouselTestimonial = Pick<Testimonial, (typeof slideFields)[number]>;

export const carouselTestimonialOf = (testimonial: CarouselTestimonial): CarouselTestimonial =>
  pick(testimonial, slideFields);

/** "Kamran Aliyev" → "KA": the first letters of the first and last words. */
function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return letters.map((word) => [...word][0]!.toLocaleUpperCase()).join("");
}

/** The person's portrait beside their name, or their initials in a circle when there is none. */
function Portrait({ name, portrait }: { name: string; portrait: string }) {
  // The name is written beside it: the picture adds nothing for a screen reader.
  return portrait ? (
    <RoundPortrait
      data-testimonial-portrait
      src={portrait}
      size={56}
      className="h-14 w-14 shrink-0 ring-2 ring-white dark:ring-slate-800"
    />
  ) : (
    <span
      data-testimonial-initials
      aria-hidden="true"
      className="inline-flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white"
    >
      {initials(name)}
    </span>
  );
}

/**
 * Testimonials one at a time: previous/next wrap around, dots jump, arrow keys work
 * when focus is inside, and autoplay pauses on hover or focus (never for reduced motion).
 * Every slide is stacked in one grid cell, so the height is the tallest slide's and
 * changing slides never shifts the page.
 */
export function TestimonialCarousel({
  testimonials,
  heading,
}: {
  testimonials: CarouselTestimonial[];
  heading: SectionText;
}) {
  const { t } = useTranslation("home");
  const count = testimonials.length;
  const { index, next, previous, goTo, pauseProps } = useCarousel(count, autoplayMs);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "ArrowRight") next();
    else if (event.key === "ArrowLeft") previous();
  };
  const arrowClass =
    "inline-flex h-11 w-11 items-center justify-center rounded-full border border-slate-300 bg-white hover:border-brand-500 dark:border-slate-700 dark:bg-slate-900";

  return (
    <section aria-labelledby="testimonials" className="px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-4xl">
        <SectionHeading id="testimonials" title={heading.title} subtitle={heading.lead} />
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys from the carousel's own buttons bubble up here */}
        <div
          role="region"
          aria-roledescription="carousel"
          aria-label={t("testimonials.label")}
          onKeyDown={onKeyDown}
          {...pauseProps}
          className="mt-12"
        >
          <div className="grid" aria-live="polite">
            {testimonials.map((testimonial, position) => (
              <div
                key={testimonial.id}
                role="group"
                aria-roledescription="slide"
                aria-label={t("testimonials.slide", { number: position + 1, count })}
                aria-hidden={position !== index}
                inert={position !== index}
                className={`rounded-3xl bg-brand-50 p-8 transition-opacity duration-500 [grid-area:1/1] sm:p-12 dark:bg-slate-900 ${position === index ? "opacity-100" : "opacity-0"}`}
              >
                <figure className="flex h-full flex-col">
                  <Quote aria-hidden="true" className="h-10 w-10 shrink-0 text-brand-500" />
                  {/* The shorter quotes sit in the middle of the tallest one's height, not above a gap. */}
                  <blockquote className="mt-4 flex flex-1 flex-col justify-center text-xl leading-9 text-slate-800 dark:text-slate-100">
                    {testimonial.quote}
                  </blockquote>
                  <figcaption className="mt-6 flex items-center gap-4">
                    <Portrait name={testimonial.author} portrait={testimonial.portrait} />
                    <TestimonialAuthor testimonial={testimonial} />
                  </figcaption>
                </figure>
              </div>
            ))}
          </div>
          <div className="mt-8 flex items-center justify-center gap-6">
            <button type="button" aria-label={t("testimonials.previous")} onClick={previous} className={arrowClass}>
              <ChevronLeft aria-hidden="true" className="h-5 w-5" />
            </button>
            <div className="flex gap-1">
              {testimonials.map((testimonial, position) => (
                <button
                  key={testimonial.id}
                  type="button"
                  aria-label={t("testimonials.goTo", { number: position + 1 })}
                  aria-current={position === index}
                  onClick={() => goTo(position)}
                  className="group inline-flex h-8 w-8 items-center justify-center"
                >
                  <span className="h-2.5 w-2.5 rounded-full bg-slate-300 transition-all group-aria-current:w-6 group-aria-current:bg-brand-600 dark:bg-slate-600" />
                </button>
              ))}
            </div>
            <button type="button" aria-label={t("testimonials.next")} onClick={next} className={arrowClass}>
              <ChevronRight aria-hidden="true" className="h-5 w-5" />
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
