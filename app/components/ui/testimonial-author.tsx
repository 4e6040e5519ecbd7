import type { Testimonial } from "~/lib/site-content";

/** Who gave a testimonial: their name, then their position and company where given. */
export function TestimonialAuthor({
  testimonial,
  className,
}: {
  testimonial: Pick<Testimonial, "author" | "position" | "company">;
  className?: string;
}) {
  return (
    <span className={className}>
      <span className="block font-bold text-slate-900 dark:text-white">{testimonial.author}</span>
      <span className="text-slate-600 dark:text-slate-400">
        {testimonial.position}
        {testimonial.position && testimonial.company ? ", " : null}
        {testimonial.company}
      </span>
    </span>
  );
}
