import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { useCropStyle } from "~/lib/focal-points";
import type { HomePageText } from "~/lib/site-content";

/** The hero's words as staff wrote them (the `home-page` item, decision 040). */
export type HeroText = Pick<
  HomePageText,
  "heroBadge" | "heroTitle" | "heroHighlight" | "heroLead" | "heroPrimaryButton" | "heroSecondaryButton"
>;

/** The hero's own picture (the `home-page` item's `heroImage`), sized for its box at every width. */
export interface HeroPicture {
  src: string;
  srcSet?: string;
  width: number;
  height: number;
  alt: string;
}

/** The featured project's picture, shown beside the hero's words as real work. */
export interface HeroShowcase {
  image: string;
  alt: string;
}

/**
 * The first screen: the promise, two buttons and the hero's own picture, or else, when a
 * project is featured, its picture.
 * On a desktop the picture stands beside the words; on a phone it comes after the buttons at
 * a modest height, so the buttons stay in the first screen. Server-rendered, no client code:
 * the picture loads eagerly at high priority and its width and height reserve its box.
 */
export function Hero({
  text,
  picture,
  showcase: featured,
}: {
  text: HeroText;
  picture: HeroPicture | null;
  showcase: HeroShowcase | null;
}) {
  const cropStyle = useCropStyle();
  const showcase = picture ?? (featured && { src: featured.image, alt: featured.alt, width: 1200, height: 800 });
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white px-4 pt-16 pb-20 sm:px-6 sm:pt-24 dark:from-slate-900 dark:to-slate-950">
      <div
        className={`mx-auto grid items-center gap-12 ${showcase ? "max-w-7xl lg:grid-cols-2 lg:gap-16" : "max-w-5xl"}`}
      >
        <div className={`text-center ${showcase ? "lg:text-start" : ""}`}>
          <p className="inline-block rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-brand-700 shadow-sm dark:bg-slate-800 dark:text-brand-100">
            {text.heroBadge}
          </p>
          <h1
            className={`mt-6 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl dark:text-white ${showcase ? "lg:text-5xl xl:text-6xl" : ""}`}
          >
            {text.heroTitle}
            {text.heroHighlight && (
              <>
                {" "}
                <span className="text-brand-600 dark:text-brand-500">{text.heroHighlight}</span>
              </>
            )}
          </h1>
          <p
            className={`mx-auto mt-6 max-w-2xl text-lg leading-8 text-slate-600 dark:text-slate-400 ${showcase ? "lg:mx-0" : ""}`}
          >
            {text.heroLead}
          </p>
          <div
            data-keep-clear
            className={`mt-10 flex flex-col items-center justify-center gap-4 sm:flex-row ${showcase ? "lg:justify-start" : ""}`}
          >
            <Link
              to="/portfolio"
              className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-7 py-3.5 font-semibold text-white shadow-lg shadow-brand-600/25 hover:bg-brand-700"
            >
              {text.heroPrimaryButton}
              <ArrowRight aria-hidden="true" className="h-5 w-5" />
            </Link>
            <Link
              to="/about"
              className="inline-flex items-center rounded-full border border-slate-300 bg-white px-7 py-3.5 font-semibold text-slate-800 hover:border-brand-500 dark:border-slate-700 dark:bg-slate-900 dark:text-white"
            >
              {text.heroSecondaryButton}
            </Link>
          </div>
        </div>
        {showcase && (
          <img
            data-hero-showcase
            src={showcase.src}
            srcSet={"srcSet" in showcase ? showcase.srcSet : undefined}
            // Half the row from `lg` (max-w-7xl), else the column up to max-w-xl; only beside a
            // srcset (HTML allows `sizes` with one only, and React's preload copies it).
            sizes={
              "srcSet" in showcase && showcase.srcSet
                ? "(min-width: 1024px) 608px, (min-width: 640px) 576px, 100vw"
                : undefined
            }
            alt={showcase.alt}
            width={showcase.width}
            height={showcase.height}
            loading="eager"
            fetchPriority="high"
            decoding="async"
            className="mx-auto h-48 w-full max-w-xl rounded-2xl object-cover object-top shadow-2xl ring-1 ring-slate-900/10 sm:h-72 lg:h-auto lg:max-w-none dark:ring-white/10"
            style={cropStyle(showcase.src)}
          />
        )}
      </div>
    </section>
  );
}
