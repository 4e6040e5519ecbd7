import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { MediaDeleteDialog, MediaDetails } from "./media-details";
import { useMediaSearch } from "./media-search";
import { MediaGrid } from "~/admin/ui/media-grid";
import { MediaUploader } from "~/admin/ui/media-uploader";
import { AdminHeader, AdminTitle } from "~/admin/ui/page-heading";
import { AdminRouteError } from "~/admin/ui/route-error";
import { EmptyState } from "~/components/ui/empty-state";
import { Modal } from "~/components/ui/modal";
import { SearchBox } from "~/components/ui/search-box";
import { LoadingState } from "~/components/ui/spinner";
import { toast } from "~/components/ui/toast";
import { changeMedia, type MediaChange } from "./media-requests";
import { mediaSearchQuery } from "~/admin/ui/api";
import { loadAdmin, runMutation, useConfirmedDelete, useMutation } from "~/admin/ui/route-data";
import { mediaContract } from "../../../common/contract/media";
import type { MediaItem } from "../../../common/media";
import type { Route } from "./+types/media";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const search = new URL(request.url).searchParams.get("search") ?? "";
  return loadAdmin(request, mediaContract.listMedia, { query: mediaSearchQuery(search) });
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return runMutation(request, changeMedia);
}

export function ErrorBoundary() {
  return <AdminRouteError loadError="media.loadError" />;
}

/** The media library: upload several images at once, search them, describe, copy and delete them. */
export default function AdminMedia({ loaderData: items }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { search, searchText, setSearchText, searching } = useMediaSearch();
  const revalidator = useRevalidator();
  // The open image by id, so that it shows what the list says after each save.
  const [openId, setOpenId] = useState<string>();
  const open = items.find((item) => item._id === openId);
  const deleting = useMutation<MediaChange, unknown>({
    onDone: () => toast.success(t("media.deleted")),
    onFailure: (message) => toast.error(message ?? t("media.deleteError")),
  });
  const confirmDelete = useConfirmedDelete<MediaItem>(deleting);

  return (
    <>
      <AdminTitle>{t("media.title")}</AdminTitle>
      <AdminHeader title={t("media.title")} />
      <div className="space-y-6">
        <MediaUploader onUploaded={() => void revalidator.revalidate()} />
        <SearchBox
          label={t("media.search")}
          placeholder={t("media.search")}
          value={searchText}
          onChange={setSearchText}
        />
        {searching && <LoadingState text={t("media.searching")} className="justify-start py-0" />}
        {items.length === 0 && !searching && (
          <EmptyState
            message={search ? t("media.noMatches") : t("media.empty")}
            reset={search ? { label: t("media.showAll"), onReset: () => setSearchText("") } : undefined}
          />
        )}
        {items.length > 0 && <MediaGrid items={items} busy={searching} onSelect={(item) => setOpenId(item._id)} />}
      </div>

      <Modal
        open={open !== undefined}
        title={t("media.details.title")}
        closeLabel={t("common.close")}
        onClose={() => setOpenId(undefined)}
        className="max-w-2xl"
      >
        {open && (
          <MediaDetails
            item={open}
            onDelete={() => {
              setOpenId(undefined);
              confirmDelete.ask(open);
            }}
          />
        )}
      </Modal>
      <MediaDeleteDialog
        item={confirmDelete.pending}
        busy={deleting.busy}
        onConfirm={confirmDelete.confirm}
        onCancel={confirmDelete.cancel}
      />
    </>
  );
}
