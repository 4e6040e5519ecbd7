import { useTranslation } from "react-i18next";
import type { NotFoundPath } from "../../../common/redirect";
import { buttonStyles } from "~/admin/ui/buttons";
import { useMutation } from "~/admin/ui/route-data";
import { useChangeSearchParams } from "~/admin/ui/use-change-search-params";
import { EmptyState } from "~/components/ui/empty-state";
import { toast } from "~/components/ui/toast";
import { NotFoundTable } from "./not-found-table";
import type { RedirectChange } from "./redirect-requests";

/** The 404 log of people or of bots (the address says which); a path becomes a redirect in one click. */
export function NotFoundSection({
  bots,
  paths,
  onRedirect,
}: {
  bots: boolean;
  paths: NotFoundPath[];
  onRedirect: (path: string) => void;
}) {
  const { t } = useTranslation("admin");
  const changeSearchParams = useChangeSearchParams();
  const logChange = useMutation<RedirectChange, unknown>({
    onFailure: (message) => toast.error(message ?? t("redirects.notFound.error")),
  });

  return (
    <section aria-labelledby="not-found-heading" className="mt-10">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-3">
        <h2 id="not-found-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t("redirects.notFound.title")}
        </h2>
        <div className="flex flex-wrap gap-2">
          <div role="group" aria-label={t("redirects.notFound.whose")} className="flex gap-1">
            {[false, true].map((showBots) => (
              <button
                key={String(showBots)}
                type="button"
                aria-pressed={bots === showBots}
                onClick={() =>
                  changeSearchParams((params) => {
                    if (showBots) params.set("bots", "true");
                    else params.delete("bots");
                  })
                }
                className={`${buttonStyles.secondary} aria-pressed:border-brand-600 aria-pressed:bg-brand-600 aria-pressed:text-white`}
              >
                {t(showBots ? "redirects.notFound.bots" : "redirects.notFound.people")}
              </button>
            ))}
          </div>
          <button
            type="button"
            disabled={paths.length === 0 || logChange.busy}
            onClick={() => void logChange.submit({ intent: "clear", bots })}
            className={buttonStyles.secondary}
          >
            {t("redirects.notFound.clear")}
          </button>
        </div>
      </div>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">{t("redirects.notFound.intro")}</p>
      {paths.length === 0 && <EmptyState message={t("redirects.notFound.empty")} />}
      {paths.length > 0 && (
        <NotFoundTable
          paths={paths}
          onRedirect={(entry) => onRedirect(entry.path)}
          onForget={(entry) => void logChange.submit({ intent: "forget", id: entry._id })}
        />
      )}
    </section>
  );
}
