import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AdminHeader, AdminTitle } from "~/admin/ui/page-heading";
import { ActivityList } from "~/admin/activity/activity-list";
import { AdminRouteError } from "~/admin/ui/route-error";
import { DashboardPanel } from "./dashboard-panel";
import { StatCards } from "./stat-cards";
import { ArticleLanguages } from "~/admin/posts/article-languages";
import { loadTimeZone, shownVersion } from "~/admin/posts/post-requests";
import { EmptyState } from "~/components/ui/empty-state";
import { loadAdminOr } from "~/admin/ui/route-data";
import { useFormatDate } from "~/admin/ui/use-format-date";
import { dashboardContract } from "../../../common/contract/dashboard";
import type { Route } from "./+types/dashboard";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  // The dashboard's figures are leads, which editors do not see: their admin starts at the posts.
  const [dashboard, timeZone] = await Promise.all([
    loadAdminOr(request, "/admin/posts", dashboardContract.getDashboard),
    loadTimeZone(request),
  ]);
  return { dashboard, timeZone };
}

export function ErrorBoundary() {
  return <AdminRouteError loadError="dashboard.loadError" />;
}

export default function AdminDashboard({ loaderData: { dashboard: data, timeZone } }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const format = useFormatDate();

  return (
    <>
      <AdminTitle>{t("dashboard.title")}</AdminTitle>
      <AdminHeader title={t("dashboard.title")} />
      <div className="space-y-8">
        <StatCards stats={data.stats} />

        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <DashboardPanel
            id="recent-posts"
            title={t("dashboard.recentPosts")}
            link={["/admin/posts", t("dashboard.allPosts")]}
          >
            {data.recentArticles.length === 0 ? (
              <EmptyState message={t("posts.empty")} />
            ) : (
              <ul className="divide-y divide-slate-100 dark:divide-slate-800">
                {data.recentArticles.map((article) => (
                  <li key={article._id} className="space-y-2 py-3">
                    <div className="flex items-baseline justify-between gap-3">
                      <Link
                        to={`/admin/posts/edit/${shownVersion(article)?.id}`}
                        className="min-w-0 font-medium hover:text-brand-600"
                      >
                        {article.title}
                      </Link>
                      <span className="shrink-0 text-xs text-slate-500 dark:text-slate-400">
                        {format.date(article.updatedAt)}
                      </span>
                    </div>
                    <ArticleLanguages article={article} timeZone={timeZone} trashView={false} />
                  </li>
                ))}
              </ul>
            )}
          </DashboardPanel>
          <DashboardPanel
            id="activity"
            title={t("dashboard.activity")}
            link={["/admin/activity", t("dashboard.allActivity")]}
          >
            {data.activity.length === 0 ? (
              <EmptyState message={t("dashboard.noActivity")} />
            ) : (
              <ActivityList entries={data.activity} />
            )}
          </DashboardPanel>
        </div>
      </div>
    </>
  );
}
