import { ClipboardList, FileCheck2, FilePen, Inbox } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AdminTitle, EmptyState, ErrorPanel, LoadingState, PageHeader, StatusBadge, useFormatDate } from "~/components/admin/ui";
import { errorMessage } from "~/features/admin/api";
import type { Post } from "../../../common/post";
import { useAdminData } from "~/features/admin/use-admin-data";

interface Stat {
  value: number;
  last30Days: number;
  previous30Days: number;
}

interface Dashboard {
  stats: Record<"publishedPosts" | "draftPosts" | "applications" | "unreadMessages", Stat>;
  recentPosts: Post[];
  activity: {
    _id: string;
    kind: "post.created" | "post.updated" | "post.deleted" | "application.received";
    subjectId: string;
    title: string;
    actor: { name: string } | null;
    createdAt: string;
  }[];
}

const cards = [
  { key: "publishedPosts", icon: FileCheck2, to: "/admin/posts?status=published" },
  { key: "draftPosts", icon: FilePen, to: "/admin/posts?status=draft" },
  { key: "applications", icon: ClipboardList, to: "/admin/applications" },
  { key: "unreadMessages", icon: Inbox, to: "/admin/messages" },
] as const;

export default function AdminDashboard() {
  const { t } = useTranslation("admin");
  const { data, loading, error, reload } = useAdminData<Dashboard>("/api/dashboard");
  const format = useFormatDate();

  return (
    <>
      <AdminTitle>{t("dashboard.title")}</AdminTitle>
      <PageHeader title={t("dashboard.title")} />
      {loading && !data && <LoadingState />}
      {error != null && <ErrorPanel message={errorMessage(error, t("dashboard.loadError"))} onRetry={reload} />}
      {data && (
        <div className="space-y-8">
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {cards.map(({ key, icon: Icon, to }) => {
              const stat = data.stats[key];
              const change = stat.last30Days - stat.previous30Days;
              return (
                <li key={key}>
                  <Link to={to} className="block rounded-xl border border-slate-200 bg-white p-5 hover:border-brand-500 dark:border-slate-800 dark:bg-slate-900">
                    <div className="flex items-center justify-between text-sm text-slate-500 dark:text-slate-400">
                      <span>{t(`dashboard.stats.${key}`)}</span>
                      <Icon aria-hidden="true" className="h-5 w-5" />
                    </div>
                    <p className="mt-2 text-3xl font-bold text-slate-900 dark:text-white">{stat.value}</p>
                    <p
                      className={`mt-1 text-sm ${change > 0 ? "text-green-700 dark:text-green-400" : change < 0 ? "text-red-700 dark:text-red-400" : "text-slate-500"}`}
                    >
                      {t(`dashboard.change.${key}`, { change: change > 0 ? `+${change}` : String(change), last: stat.last30Days, previous: stat.previous30Days })}
                    </p>
                  </Link>
                </li>
              );
            })}
          </ul>

          <div className="grid gap-6 lg:grid-cols-2">
            <section aria-labelledby="recent-posts" className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
              <div className="mb-4 flex items-center justify-between">
                <h2 id="recent-posts" className="font-semibold text-slate-900 dark:text-white">{t("dashboard.recentPosts")}</h2>
                <Link to="/admin/posts" className="text-sm font-semibold text-brand-600 dark:text-brand-100">{t("dashboard.allPosts")}</Link>
              </div>
              {data.recentPosts.length === 0 ? (
                <EmptyState text={t("posts.empty")} />
              ) : (
                <ul className="divide-y divide-slate-100 dark:divide-slate-800">
                  {data.recentPosts.map((post) => (
                    <li key={post._id} className="flex items-center justify-between gap-3 py-3">
                      <div className="min-w-0">
                        <Link to={`/admin/posts/edit/${post._id}`} className="block truncate font-medium hover:text-brand-600">{post.title}</Link>
                        <p className="text-xs text-slate-500 dark:text-slate-400">{format.date(post.createdAt)}</p>
                      </div>
                      <StatusBadge status={post.status} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section aria-labelledby="activity" className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
              <h2 id="activity" className="mb-4 font-semibold text-slate-900 dark:text-white">{t("dashboard.activity")}</h2>
              {data.activity.length === 0 ? (
                <EmptyState text={t("dashboard.noActivity")} />
              ) : (
                <ol className="space-y-3">
                  {data.activity.map((event) => (
                    <li key={event._id} className="text-sm">
                      <p>
                        {t(`dashboard.events.${event.kind}`, {
                          title: event.title,
                          actor: event.actor?.name ?? t("dashboard.someone"),
                        })}
                      </p>
                      <p className="text-xs text-slate-500 dark:text-slate-400">{format.dateTime(event.createdAt)}</p>
                    </li>
                  ))}
                </ol>
              )}
            </section>
          </div>
        </div>
      )}
    </>
  );
}
