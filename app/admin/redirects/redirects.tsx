import { Download, Plus, Upload } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useSearchParams } from "react-router";
import type { NotFoundList, NotFoundPath, Redirect, RedirectCsvAnswer, RedirectList } from "../../../common/redirect";
import { buttonStyles } from "~/admin/ui/buttons";
import { downloadCsv, toCsv } from "~/admin/ui/csv";
import { ConfirmDialog } from "~/admin/ui/dialog";
import { inputStyles } from "~/admin/ui/form-controls";
import { ListPages } from "~/admin/ui/list-pages";
import { AdminHeader, AdminTitle } from "~/admin/ui/page-heading";
import { AdminRouteError } from "~/admin/ui/route-error";
import { loadAdminData, runMutation, useConfirmedDelete, useMutation } from "~/admin/ui/route-data";
import { EmptyState } from "~/components/ui/empty-state";
import { Modal } from "~/components/ui/modal";
import { toast } from "~/components/ui/toast";
import { NotFoundTable } from "./not-found-table";
import { redirectCsvColumns } from "./redirect-csv";
import { RedirectForm } from "./redirect-form";
import { allRedirects, changeRedirect, type RedirectChange } from "./redirect-requests";
import { RedirectTable } from "./redirect-table";
import type { Route } from "./+types/redirects";

const perPage = 50;

/** The screen's address: the search, the page of redirects and whose 404s are shown. */
function readView(url: URL) {
  const page = Math.max(1, Number(url.searchParams.get("page")) || 1);
  return { q: url.searchParams.get("q") ?? "", page, bots: url.searchParams.get("bots") === "true" };
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const view = readView(new URL(request.url));
  const query = new URLSearchParams({ q: view.q, offset: String((view.page - 1) * perPage), limit: String(perPage) });
  const [redirects, notFound] = await Promise.all([
    loadAdminData<RedirectList>(request, `/api/redirects?${query}`),
    loadAdminData<NotFoundList>(request, `/api/not-found-paths?bots=${view.bots}`),
  ]);
  return { ...view, redirects, notFound };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return runMutation(request, changeRedirect);
}

export function ErrorBoundary() {
  return <AdminRouteError loadError="redirects.loadError" />;
}

/** Redirects (by hand, by an import, by a changed slug) and the 404 log, whose paths become redirects in one click. */
export default function AdminRedirects({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { q, page, bots, redirects, notFound } = loaderData;
  const [, setSearchParams] = useSearchParams();
  // undefined: closed; null: creating; a redirect: editing it.
  const [editing, setEditing] = useState<Redirect | null>();
  const [source, setSource] = useState<string>();
  const [exporting, setExporting] = useState(false);
  const deleting = useMutation<RedirectChange, unknown>({
    onDone: () => toast.success(t("redirects.deleted")),
    onFailure: (message) => toast.error(message ?? t("redirects.deleteError")),
  });
  const confirmDelete = useConfirmedDelete<Redirect>(deleting);
  const importing = useMutation<RedirectChange, RedirectCsvAnswer>({
    onDone: (answer) => {
      toast.success(t("redirects.csv.imported", { created: answer.created, updated: answer.updated }));
      if (answer.refused.length)
        toast.error(
          t("redirects.csv.refused", {
            count: answer.refused.length,
            lines: answer.refused.map((refusal) => `${refusal.line} (${refusal.message})`).join("; "),
          }),
        );
    },
    onFailure: (message) => toast.error(message ?? t("redirects.csv.importError")),
  });
  const logChange = useMutation<RedirectChange, unknown>({
    onFailure: (message) => toast.error(message ?? t("redirects.notFound.error")),
  });
  const close = () => {
    setEditing(undefined);
    setSource(undefined);
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      downloadCsv("redirects.csv", toCsv(await allRedirects(), redirectCsvColumns(t)));
    } catch {
      toast.error(t("redirects.csv.exportError"));
    } finally {
      setExporting(false);
    }
  };
  const importCsv = async (file: File | undefined) => {
    if (file) void importing.submit({ intent: "import", csv: await file.text() });
  };

  return (
    <>
      <AdminTitle>{t("redirects.title")}</AdminTitle>
      <AdminHeader title={t("redirects.title")}>
        <button type="button" onClick={() => setEditing(null)} className={buttonStyles.primary}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          {t("redirects.addNew")}
        </button>
        <label className={`${buttonStyles.secondary} cursor-pointer focus-within:outline-2`}>
          <Upload aria-hidden="true" className="h-4 w-4" />
          {importing.busy ? t("redirects.csv.importing") : t("redirects.csv.import")}
          <input
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            disabled={importing.busy}
            onChange={(event) => {
              void importCsv(event.target.files?.[0]);
              event.target.value = "";
            }}
          />
        </label>
        <button
          type="button"
          onClick={() => void exportCsv()}
          disabled={exporting || redirects.total === 0}
          className={buttonStyles.secondary}
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          {t("common.exportCsv")}
        </button>
      </AdminHeader>
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">{t("redirects.intro")}</p>
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
      {redirects.total === 0 && <EmptyState message={t(q ? "redirects.noMatch" : "redirects.empty")} />}
      {redirects.total > 0 && (
        <>
          <p className="mb-2 text-sm text-slate-500">{t("redirects.count", { count: redirects.total })}</p>
          <RedirectTable redirects={redirects.redirects} onEdit={setEditing} onDelete={confirmDelete.ask} />
          <ListPages page={page} pages={Math.ceil(redirects.total / perPage)} />
        </>
      )}

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
                    void setSearchParams(
                      (params) => {
                        if (showBots) params.set("bots", "true");
                        else params.delete("bots");
                        return params;
                      },
                      { replace: true },
                    )
                  }
                  className={`${buttonStyles.secondary} aria-pressed:border-brand-600 aria-pressed:bg-brand-600 aria-pressed:text-white`}
                >
                  {t(showBots ? "redirects.notFound.bots" : "redirects.notFound.people")}
                </button>
              ))}
            </div>
            <button
              type="button"
              disabled={notFound.paths.length === 0 || logChange.busy}
              onClick={() => void logChange.submit({ intent: "clear", bots })}
              className={buttonStyles.secondary}
            >
              {t("redirects.notFound.clear")}
            </button>
          </div>
        </div>
        <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">{t("redirects.notFound.intro")}</p>
        {notFound.paths.length === 0 && <EmptyState message={t("redirects.notFound.empty")} />}
        {notFound.paths.length > 0 && (
          <NotFoundTable
            paths={notFound.paths}
            onRedirect={(entry: NotFoundPath) => {
              setSource(entry.path);
              setEditing(null);
            }}
            onForget={(entry: NotFoundPath) => void logChange.submit({ intent: "forget", id: entry._id })}
          />
        )}
      </section>

      <Modal
        open={editing !== undefined}
        title={t(editing ? "redirects.editTitle" : "redirects.newTitle")}
        closeLabel={t("common.close")}
        onClose={close}
      >
        {editing !== undefined && (
          <RedirectForm
            redirect={editing}
            source={source}
            onSaved={() => {
              toast.success(t(editing ? "redirects.updated" : "redirects.created"));
              close();
            }}
            onCancel={close}
          />
        )}
      </Modal>
      <ConfirmDialog
        open={confirmDelete.pending !== undefined}
        title={t("redirects.deleteTitle")}
        message={t("redirects.deleteConfirm", { source: confirmDelete.pending?.source ?? "" })}
        confirmLabel={t("common.delete")}
        busy={deleting.busy}
        onConfirm={confirmDelete.confirm}
        onCancel={confirmDelete.cancel}
      />
    </>
  );
}
