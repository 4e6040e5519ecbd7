interface SectionHeadingProps {
  id?: string;
  title: string;
  subtitle?: string;
  /** The page's main heading (h1) rather than a section's (h2). */
  level?: 1 | 2;
  align?: "center" | "start";
}

export function SectionHeading({ id, title, subtitle, level = 2, align = "center" }: SectionHeadingProps) {
  const Heading = level === 1 ? "h1" : "h2";
  const centered = align === "center";
  return (
    <div className={centered ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      <Heading
        id={id}
        className={`font-extrabold tracking-tight text-slate-900 dark:text-white ${level === 1 ? "text-4xl sm:text-5xl" : "text-3xl sm:text-4xl"}`}
      >
        {title}
      </Heading>
      {subtitle ? <p className="mt-4 text-lg leading-8 text-slate-600 dark:text-slate-400">{subtitle}</p> : null}
    </div>
  );
}
