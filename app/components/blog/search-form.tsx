import { Search } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Form, useSubmit } from "react-router";
import { SearchBox } from "~/components/ui/search-box";

/** How long typing pauses before the list follows the search text. */
const typingPauseMs = 350;

/**
 * The blog's search: a GET form, so it works before scripts load and the address carries
 * `?q=`. With scripts, the list follows the text as the visitor types.
 */
export function BlogSearchForm({ q, category }: { q: string; category: string }) {
  const { t } = useTranslation("blog");
  const submit = useSubmit();
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Back/forward or a category link changes `q`: the box shows what the list shows.
  useEffect(() => {
    if (inputRef.current && document.activeElement !== inputRef.current) inputRef.current.value = q;
  }, [q]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <Form
      method="get"
      action="/blog"
      role="search"
      preventScrollReset
      className="flex w-full max-w-md gap-2"
      onInput={(event) => {
        const form = event.currentTarget;
        clearTimeout(timer.current);
        timer.current = setTimeout(() => void submit(form, { replace: true, preventScrollReset: true }), typingPauseMs);
      }}
      onSubmit={() => clearTimeout(timer.current)}
    >
      {category && <input type="hidden" name="category" value={category} />}
      <SearchBox
        ref={inputRef}
        label={t("list.searchLabel")}
        name="q"
        defaultValue={q}
        placeholder={t("list.searchPlaceholder")}
        maxLength={200}
        className="flex-1"
      />
      <button
        type="submit"
        className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <Search aria-hidden="true" className="size-4" />
        {/* On a phone the icon alone, so the field keeps room for its placeholder. */}
        <span className="sr-only sm:not-sr-only">{t("list.searchSubmit")}</span>
      </button>
    </Form>
  );
}
