import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { buttonStyles } from "~/admin/ui/buttons";
import { inputStyles } from "~/admin/ui/form-controls";

/** Searches redirects by source or target; the 404 log's choice of people or bots is kept. */
export function RedirectSearch({ q, bots }: { q: string; bots: boolean }) {
  const { t } = useTranslation("admin");
  return (
    <Form role="search" method="get" className="mb-4 flex max-w-md gap-2">
      <label htmlFor="redirect-search" className="sr-only">
        {t("redirects.search")}
      </label>
      <input
        id="redirect-search"
        type="search"
        name="q"
        defaultValue={q}
        placeholder={t("redirects.search")}
        className={inputStyles}
      />
      {bots && <input type="hidden" name="bots" value="true" />}
      <button type="submit" className={buttonStyles.secondary}>
        {t("redirects.searchButton")}
      </button>
    </Form>
  );
}
