import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ContentForm } from "./content-form";
import { AdminHeader, AdminTitle } from "~/admin/ui/page-heading";
import { AdminRouteError } from "~/admin/ui/route-error";
import { type ContentChange, changeContent, kindParam, loadContentItem, loadContentItems } from "./content-requests";
import { picksTeam } from "./content-forms";
import { withKnownTeam } from "./team-picks";
import { runMutation, revalidateOnNavigationOnly } from "~/admin/ui/route-data";
import { isFixedKind } from "../../../common/content/kinds";
import { readNewDraft } from "~/admin/ui/new-drafts";
import type { Route } from "./+types/content-item";

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const kind = kindParam(params.kind);
  const [found, team] = await Promise.all([
    params.id ? loadContentItem(request, kind, params.id) : undefined,
    picksTeam(kind) ? loadContentItems(request, "team") : [],
  ]);
  const item = found && (picksTeam(kind) ? withKnownTeam(found, team) : found);
  // Offering a kept new item back is a help, not a need: New opens without it.
  const pendingDraft = item || isFixedKind(kind) ? null : await readNewDraft(kind, request.signal).catch(() => null);
  return { kind, item, pendingDraft, team };
}

export async function clientAction({ request, params }: Route.ClientActionArgs) {
  const kind = kindParam(params.kind);
  return runMutation(request, (change: ContentChange) => changeContent(kind, change));
}

export const shouldRevalidate = revalidateOnNavigationOnly;

export function ErrorBoundary() {
  return <AdminRouteError loadError="content.form.loadError" />;
}

/** /admin/content/:kind/new and /admin/content/:kind/:id: one form for every kind. */
export default function AdminContentItem({ loaderData: { kind, item, pendingDraft, team } }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const title = t(item ? `content.edit.${kind}` : `content.new.${kind}`);
  return (
    <>
      <AdminTitle>{title}</AdminTitle>
      <AdminHeader title={title}>
        <Link to={`/admin/content/${kind}`} className="text-sm font-semibold text-brand-600 dark:text-brand-100">
          {t("content.form.backToList", { list: t(`content.kinds.${kind}`) })}
        </Link>
      </AdminHeader>
      <ContentForm
        key={`${kind}/${item?._id ?? "new"}`}
        kind={kind}
        item={item}
        pendingDraft={pendingDraft}
        team={team}
      />
    </>
  );
}
