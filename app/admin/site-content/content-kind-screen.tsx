import { Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigation } from "react-router";
import { buttonStyles } from "~/admin/ui/buttons";
import { ContentList } from "./content-list";
import { useContentOrder } from "./content-order";
import { ConfirmDialog } from "~/admin/ui/dialog";
import { AdminHeader, AdminTitle } from "~/admin/ui/page-heading";
import { EmptyState } from "~/components/ui/empty-state";
import { toast } from "~/components/ui/toast";
import { type ContentChange, mayDelete } from "./content-requests";
import { useCurrentUser } from "~/admin/ui/current-user";
import { useConfirmedDelete, useMutation } from "~/admin/ui/route-data";
import { type ContentItem, contentItemTitle } from "../../../common/content/items";
import { type ContentKind, isFixedKind } from "../../../common/content/kinds";
import type { NewContentDraft } from "../../../common/new-draft";
import { UnsavedNewItem } from "~/admin/ui/unsaved-new-item";

/**
 * /admin/content/:kind: one screen for every kind of site content: its items in their order
 * (staff move them), each to edit, or to delete where the kind lets this user.
 */
export function ContentKindScreen({
  kind,
  items,
  newDraft,
}: {
  kind: ContentKind;
  items: ContentItem[];
  newDraft: NewContentDraft | null;
}) {
  const { t } = useTranslation("admin");
  const user = useCurrentUser();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const loading = navigation.state === "loading" && navigation.location.pathname === pathname;
  const { shown, move, saving } = useContentOrder(items);
  const deleting = useMutation<ContentChange, unknown>({
    onDone: () => toast.success(t("content.list.deleted")),
    onFailure: (message) => toast.error(message ?? t("content.list.deleteError")),
  });
  const confirmDelete = useConfirmedDelete<ContentItem>(deleting);
  const discarding = useMutation<ContentChange, unknown>({
    onFailure: (message) => toast.error(message ?? t("revisions.offer.discardError")),
  });

  const title = t(`content.kinds.${kind}`);
  const fixed = isFixedKind(kind);

  return (
    <>
      <AdminTitle>{title}</AdminTitle>
      <AdminHeader title={title}>
        {!fixed && (
          <Link to={`/admin/content/${kind}/new`} className={buttonStyles.primary}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            {t(`content.add.${kind}`)}
          </Link>
        )}
      </AdminHeader>
      <p className="-mt-4 mb-6 text-sm text-slate-600 dark:text-slate-400">
        {t(fixed ? "content.list.fixedIntro" : "content.list.intro")}
      </p>
      {newDraft && (
        <UnsavedNewItem
          label={t("newContentDraft.label", { item: t(`content.new.${kind}`) })}
          title={contentItemTitle({
            fields: newDraft.fields.fields,
            text: { en: newDraft.fields.text.en ?? {} },
          } as never)}
          updatedAt={newDraft.updatedAt}
          continueTo={`/admin/content/${kind}/new`}
          continueLabel={t("newContentDraft.continue")}
          busy={discarding.busy}
          onDiscard={() => void discarding.submit({ intent: "discardDraft" })}
        />
      )}
      {shown.length === 0 ? (
        <EmptyState message={t("content.list.empty")} />
      ) : (
        <ContentList
          kind={kind}
          items={shown}
          busy={loading || saving}
          onMove={fixed ? undefined : move}
          onDelete={!fixed && mayDelete(kind, user?.role) ? confirmDelete.ask : undefined}
        />
      )}
      <ConfirmDialog
        open={confirmDelete.pending !== undefined}
        title={t("content.list.deleteTitle")}
        message={t("content.list.deleteConfirm", {
          title: confirmDelete.pending ? contentItemTitle(confirmDelete.pending) || t("content.list.untitled") : "",
        })}
        confirmLabel={t("common.delete")}
        busy={deleting.busy}
        onConfirm={confirmDelete.confirm}
        onCancel={confirmDelete.cancel}
      />
    </>
  );
}
