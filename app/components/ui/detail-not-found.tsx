import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";

interface DetailNotFoundProps {
  title: string;
  text: string;
  back: { to: string; label: string };
}

/** The not-found state of a detail page (unknown service or project), served with 404. */
export function DetailNotFound({ title, text, back }: DetailNotFoundProps) {
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-600">404</p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900 dark:text-white">{title}</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-400">{text}</p>
      <Link
        to={back.to}
        className="mt-8 inline-flex items-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {back.label}
      </Link>
    </section>
  );
}
