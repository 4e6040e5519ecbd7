import { data, Link } from "react-router";
import { useTranslation } from "react-i18next";
import { AdminHeader, AdminTitle } from "~/admin/ui/page-heading";
import { AdminRouteError } from "~/admin/ui/route-error";
import { adminCall } from "~/admin/ui/api";
import { revalidateOnNavigationOnly, runMutation } from "~/admin/ui/route-data";
import type { TextPage } from "../../../common/content/choices";
import type { ContentItem } from "../../../common/content/items";
import { contentContract } from "../../../common/contract/content";
import { loadContentItems } from "./content-requests";
import { PageForm, type PageSave } from "./page-form";
import { isEditablePage, pageItems } from "./page-sections";
import type { Route } from "./+types/page-editor";

function pageParam(value: string | undefined): TextPage {
  if (!isEditablePage(value)) throw data({ message: undefined }, { status: 404 });
  return value;
}

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const page = pageParam(params.page);
  const refs = pageItems(page);
  const kinds = [...new Set(refs.map((ref) => ref.kind))];
  const lists = await Promise.all(kinds.map((kind) => loadContentItems(request, kind)));
  const items = refs.map((ref) => {
    const found = lists[kinds.indexOf(ref.kind)]!.find((item) => item.slug === ref.slug);
    // Fixed items are seeded by the migrations; a database without one has no such page yet.
    if (!found) throw data({ message: undefined }, { status: 404 });
    return found;
  });
  return { page, refs, items };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return runMutation(request, async ({ updates }: PageSave) => {
    const saved: ContentItem[] = [];
    // One after another: a refusal stops the rest, and the form keeps every value.
    for (const { kind, id, input } of updates) {
      saved.push(await adminCall(contentContract(kind).updateItem, { params: { id }, body: input }));
    }
    return saved;
  });
}

export const shouldRevalidate = revalidateOnNavigationOnly;

export function ErrorBoundary() {
  return <AdminRouteError loadError="pages.loadError" />;
}

/** /admin/pages/:page: one public page's editor with its live preview (decision 061). */
export default function AdminPageEditor({ loaderData: { page, refs, items } }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const title = t(`pages.names.${page}`);
  return (
    <>
      <AdminTitle>{title}</AdminTitle>
      <AdminHeader title={title}>
        <Link to="/admin/pages" className="text-sm font-semibold text-brand-600 dark:text-brand-100">
          {t("pages.backToList")}
        </Link>
      </AdminHeader>
      <PageForm key={page} page={page} refs={refs} items={items} />
    </>
  );
}
