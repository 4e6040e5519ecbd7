import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

interface CtaBannerProps {
  title: string;
  text: string;
  button: string;
  to: string;
  /** Pre-fills the contact form's subject when `to` is the contact page. */
  subject?: string;
}

/** The closing call to action of a page: every page ends with a way forward. */
export function CtaBanner({ title, text, button, to, subject }: CtaBannerProps) {
  return (
    <section className="px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-5xl rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-12 text-center text-white sm:px-12">
        <h2 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{text}</p>
        <Link
          to={subject ? `${to}?subject=${encodeURIComponent(subject)}` : to}
          className="mt-8 inline-flex items-center gap-2 rounded-full bg-white px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {button}
          <ArrowRight aria-hidden="true" className="h-5 w-5" />
        </Link>
      </div>
    </section>
  );
}
