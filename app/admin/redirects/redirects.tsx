import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Redirect } from "../../../common/redirect";
import { ConfirmDialog } from "~/admin/ui/dialog";
import { ListPages } from "~/admin/ui/list-pages";
import { AdminTitle } from "~/admin/ui/page-heading";
import { AdminRouteError } from "~/admin/ui/route-error";
import { runMutation, useConfirmedDelete, useMutation } from "~/admin/ui/route-data";
import { EmptyState } from "~/components/ui/empty-state";
import { Modal } from "~/components/ui/modal";
import { toast } from "~/components/ui/toast";
import { NotFoundSection } from "./not-found-section";
import { RedirectForm } from "./redirect-form";
import { changeRedirect, loadRedirectsScreen, type RedirectChange, redirectsPerPage } from "./redirect-requests";
import { RedirectSearch } from "./redirect-search";
import { RedirectTable } from "./redirect-table";
import { RedirectToolbar } from "./redirect-toolbar";
import type { Route } from "./+types/redirects";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadRedirectsScreen(request);
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
  // undefined: closed; null: creating; a redirect: editing it.
  const [editing, setEditing] = useState<Redirect | null>();
  const [source, setSource] = useState<string>();
  const deleting = useMutation<RedirectChange, unknown>({
    onDone: () => toast.success(t("redirects.deleted")),
    onFailure: (message) => toast.error(message ?? t("redirects.deleteError")),
  });
  const confirmDelete = useConfirmedDelete<Redirect>(deleting);
  const close = () => {
    setEditing(undefined);
    setSource(undefined);
  };

  return (
    <>
      <AdminTitle>{t("redirects.title")}</AdminTitle>
      <RedirectToolbar total={redirects.total} onAdd={() => setEditing(null)} />
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">{t("redirects.intro")}</p>
      <RedirectSearch q={q} bots={bots} />
      {redirects.total === 0 && <EmptyState message={t(q ? "redirects.noMatch" : "redirects.empty")} />}
      {redirects.total > 0 && (
        <>
          <p className="mb-2 text-sm text-slate-500">{t("redirects.count", { count: redirects.total })}</p>
          <RedirectTable redirects={redirects.redirects} onEdit={setEditing} onDelete={confirmDelete.ask} />
          <ListPages page={page} pages={Math.ceil(redirects.total / redirectsPerPage)} />
        </>
      )}
      <NotFoundSection
        bots={bots}
        paths={notFound.paths}
        onRedirect={(path) => {
          setSource(path);
          setEditing(null);
        }}
      />
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
