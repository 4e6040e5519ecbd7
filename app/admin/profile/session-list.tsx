import { LogOut } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "~/components/ui/toast";
import { RowAction } from "~/admin/ui/buttons";
import { DataTable } from "~/admin/ui/data-table";
import { ListSection } from "~/admin/ui/list-section";
import { useMutation } from "~/admin/ui/route-data";
import { useFormatDate } from "~/admin/ui/use-format-date";
import type { Session } from "../../../common/session";
import type { ProfileChange } from "./profile-requests";

type SessionChange = Extract<ProfileChange, { intent: "endSession" | "endOtherSessions" }>;

/**
 * Where the user is signed in, one row per device: this one is marked, any other can be
 * signed out, or all of them at once. The list reloads after each change.
 */
export function SessionList({ sessions }: { sessions: Session[] }) {
  const { t } = useTranslation("admin");
  const format = useFormatDate();
  const ending = useMutation<SessionChange, null>({
    onDone: (_value, sent) =>
      toast.success(t(sent.intent === "endSession" ? "profile.sessions.ended" : "profile.sessions.othersEnded")),
    onFailure: (message) => toast.error(message ?? t("profile.sessions.endError")),
  });
  const deviceName = (session: Session) => session.device || t("profile.sessions.unknownDevice");
  const badge =
    "ml-2 inline-flex rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700 dark:bg-brand-900 dark:text-brand-100";

  return (
    <ListSection
      title={t("profile.sessions.title")}
      intro={t("profile.sessions.explained")}
      action={{
        label: t("profile.sessions.endOthers"),
        disabled: ending.busy || sessions.length < 2,
        onClick: () => void ending.submit({ intent: "endOtherSessions" }),
      }}
      className="max-w-4xl"
    >
      <DataTable
        rows={sessions}
        busy={ending.busy}
        rowProps={(session) => ({ "data-current": session.current })}
        columns={[
          {
            header: t("profile.sessions.device"),
            cell: (session) => (
              <>
                {deviceName(session)}
                {session.current && <span className={badge}>{t("profile.sessions.thisDevice")}</span>}
              </>
            ),
            cellClassName: "font-medium text-slate-900 dark:text-white",
            card: "title",
          },
          { header: t("profile.sessions.address"), cell: (session) => session.address, cellClassName: "break-all" },
          { header: t("profile.sessions.signedIn"), cell: (session) => format.dateTime(session.createdAt) },
          { header: t("profile.sessions.lastSeen"), cell: (session) => format.dateTime(session.lastSeenAt) },
          {
            header: <span className="sr-only">{t("profile.sessions.actions")}</span>,
            cell: (session) =>
              !session.current && (
                <RowAction
                  icon={LogOut}
                  text={t("profile.sessions.end")}
                  label={t("profile.sessions.endLabel", { device: deviceName(session) })}
                  onClick={() => void ending.submit({ intent: "endSession", id: session._id })}
                  disabled={ending.busy}
                  danger
                />
              ),
            className: "text-right",
            card: "actions",
          },
        ]}
      />
    </ListSection>
  );
}
