import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { EmptyState } from "~/components/ui/empty-state";
import { Modal } from "~/components/ui/modal";
import { SearchBox } from "~/components/ui/search-box";
import { LoadingState } from "~/components/ui/spinner";
import { ApiError, errorMessage, leaveForSignIn, listMedia } from "./api";
import type { MediaItem } from "../../../common/media";
import { buttonStyles } from "./buttons";
import { FormAlert } from "./form-controls";
import { MediaGrid } from "./media-grid";
import { MediaUploader } from "./media-uploader";
import { searchDelayMs } from "./use-delayed-search";

/**
 * The library in a modal, for the post form's cover and the editor's image button: search,
 * upload, and choose one image, which `onPick` receives. Rendered into <body>, outside the
 * post form, so that Enter in its search box cannot submit the post.
 */
export function MediaPicker({
  open,
  onClose,
  onPick,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (item: MediaItem) => void;
}) {
  const { t } = useTranslation("admin");
  return createPortal(
    <Modal
      open={open}
      title={t("media.picker.title")}
      closeLabel={t("common.close")}
      onClose={onClose}
      className="max-w-4xl"
    >
      <PickerBody
        onPick={(item) => {
          onPick(item);
          onClose();
        }}
      />
    </Modal>,
    document.body,
  );
}

/** Mounted while the picker is open, so each opening shows the library as it is now. */
function PickerBody({ onPick }: { onPick: (item: MediaItem) => void }) {
  const { t } = useTranslation("admin");
  const [search, setSearch] = useState("");
  const [reloads, setReloads] = useState(0);
  const [list, setList] = useState<{ items?: MediaItem[]; error?: string; for?: string }>({});
  const query = `${search.trim()}#${reloads}`;
  const loading = list.for !== query;

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        listMedia(controller.signal, search).then(
          (items) => setList({ items, for: query }),
          (error: unknown) => {
            if (controller.signal.aborted) return;
            if (error instanceof ApiError && error.status === 401) return leaveForSignIn();
            setList((current) => ({ ...current, error: errorMessage(error, t("media.loadError")), for: query }));
          },
        );
      },
      reloads === 0 && !search ? 0 : searchDelayMs,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, search, reloads, t]);

  return (
    <div className="mt-4 space-y-4">
      <MediaUploader onUploaded={() => setReloads((count) => count + 1)} />
      <SearchBox label={t("media.search")} placeholder={t("media.search")} value={search} onChange={setSearch} />
      {list.error && !loading && (
        <div className="space-y-2">
          <FormAlert message={list.error} />
          <button type="button" onClick={() => setReloads((count) => count + 1)} className={buttonStyles.secondary}>
            {t("common.retry")}
          </button>
        </div>
      )}
      {!list.items && loading && <LoadingState text={t("common.loading")} className="py-10" />}
      {list.items?.length === 0 && !loading && (
        <EmptyState message={search.trim() ? t("media.noMatches") : t("media.picker.empty")} />
      )}
      {list.items && list.items.length > 0 && <MediaGrid items={list.items} busy={loading} onSelect={onPick} />}
    </div>
  );
}
