import { useTranslation } from "react-i18next";
import { useLocation, useNavigation, useSearchParams } from "react-router";
import { CommentFilter, CommentQueue } from "./comment-queue";
import { AdminHeader, AdminTitle } from "~/admin/ui/page-heading";
import { AdminRouteError } from "~/admin/ui/route-error";
import { LoadingState } from "~/components/ui/spinner";
import { changeComments, commentListStatus, loadCommentQueue } from "./comment-requests";
import { runMutation } from "~/admin/ui/route-data";
import type { Route } from "./+types/comments";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadCommentQueue(request);
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return runMutation(request, changeComments);
}

export function ErrorBoundary() {
  return <AdminRouteError loadError="comments.loadError" />;
}

/** The moderation queue: pending comments first; approved and spam a click away. */
export default function AdminComments({ loaderData: data }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const [searchParams] = useSearchParams();
  const status = commentListStatus(searchParams);
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // Another state's list on its way (the frame shows loading only for other pages).
  const loading = navigation.state === "loading" && navigation.location.pathname === pathname;

  return (
    <>
      <AdminTitle>{t("comments.title")}</AdminTitle>
      <AdminHeader title={t("comments.title")} />
      <CommentFilter status={status} counts={data.counts} />
      {loading ? (
        <LoadingState text={t("comments.loading")} />
      ) : (
        // Keyed by state: a selection never carries over to another state's list.
        <CommentQueue key={status} status={status} comments={data.comments} />
      )}
    </>
  );
}
