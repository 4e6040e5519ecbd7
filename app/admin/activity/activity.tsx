import { useTranslation } from "react-i18next";
import { useNavigation, useSearchParams } from "react-router";
import { ActivityList } from "./activity-list";
import { inputStyles } from "~/admin/ui/form-controls";
import { ListPages } from "~/admin/ui/list-pages";
import { AdminHeader, AdminTitle } from "~/admin/ui/page-heading";
import { AdminRouteError } from "~/admin/ui/route-error";
import { useChangeSearchParams } from "~/admin/ui/use-change-search-params";
import { EmptyState } from "~/components/ui/empty-state";
import { loadAdmin } from "~/admin/ui/route-data";
import { dashboardContract } from "../../../common/contract/dashboard";
import { activityQuerySchema, activitySubjects } from "../../../common/dashboard";
import { userContract } from "../../../common/contract/users";
import type { Route } from "./+types/activity";

/** The log's page as the address asks for it, with the staff to filter by. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const asked = new URL(request.url).searchParams;
  const filter = activityQuerySchema.safeParse(
    Object.fromEntries(["subject", "actor", "page"].flatMap((key) => (asked.get(key) ? [[key, asked.get(key)]] : []))),
  );
  const [log, users] = await Promise.all([
    // An address no filter reads (typed by hand) shows the whole log.
    loadAdmin(request, dashboardContract.listActivity, { query: filter.success ? filter.data : {} }),
    loadAdmin(request, userContract.listUsers),
  ]);
  return { log, users };
}

export function ErrorBoundary() {
  return <AdminRouteError loadError="activity.loadError" />;
}

/** Every admin change, newest first: filter by what changed or by who changed it. */
export default function AdminActivity({ loaderData: { log, users } }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const [searchParams] = useSearchParams();
  const changeSearchParams = useChangeSearchParams();
  const loading = useNavigation().state === "loading";
  const filter = (key: "subject" | "actor", value: string) =>
    changeSearchParams((params) => {
      if (value) params.set(key, value);
      else params.delete(key);
      params.delete("page");
    });

  return (
    <>
      <AdminTitle>{t("activity.title")}</AdminTitle>
      <AdminHeader title={t("activity.title")} />
      <div className="mb-4 flex flex-wrap gap-3">
        <select
          aria-label={t("activity.subjectFilter")}
          value={searchParams.get("subject") ?? ""}
          onChange={(event) => filter("subject", event.target.value)}
          className={`${inputStyles} w-auto`}
        >
          <option value="">{t("activity.allSubjects")}</option>
          {activitySubjects.map((subject) => (
            <option key={subject} value={subject}>
              {t(`activity.subjects.${subject}`)}
            </option>
          ))}
        </select>
        <select
          aria-label={t("activity.actorFilter")}
          value={searchParams.get("actor") ?? ""}
          onChange={(event) => filter("actor", event.target.value)}
          className={`${inputStyles} w-auto max-w-full`}
        >
          <option value="">{t("activity.everyone")}</option>
          {users.map((user) => (
            <option key={user._id} value={user._id}>
              {user.name}
            </option>
          ))}
        </select>
      </div>
      <section
        aria-busy={loading}
        aria-label={t("activity.title")}
        className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
      >
        {log.items.length === 0 ? <EmptyState message={t("activity.empty")} /> : <ActivityList entries={log.items} />}
      </section>
      <ListPages page={log.page} pages={log.pages} />
    </>
  );
}
