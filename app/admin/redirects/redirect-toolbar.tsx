import { Download, Plus, Upload } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { RedirectCsvAnswer } from "../../../common/redirect";
import { buttonStyles } from "~/admin/ui/buttons";
import { downloadCsv, toCsv } from "~/admin/ui/csv";
import { AdminHeader } from "~/admin/ui/page-heading";
import { useMutation } from "~/admin/ui/route-data";
import { toast } from "~/components/ui/toast";
import { redirectCsvColumns } from "./redirect-csv";
import { allRedirects, type RedirectChange } from "./redirect-requests";

/** The screen's heading with its actions: a new redirect, a CSV import and the CSV download of every redirect. */
export function RedirectToolbar({ total, onAdd }: { total: number; onAdd: () => void }) {
  const { t } = useTranslation("admin");
  const [exporting, setExporting] = useState(false);
  const importing = useMutation<RedirectChange, RedirectCsvAnswer>({
    onDone: (answer) => {
      toast.success(t("redirects.csv.imported", { created: answer.created, updated: answer.updated }));
      if (answer.refused.length)
        toast.error(
          t("redirects.csv.refused", {
            count: answer.refused.length,
            lines: answer.refused.map((refusal) => `${refusal.line} (${refusal.message})`).join("; "),
          }),
        );
    },
    onFailure: (message) => toast.error(message ?? t("redirects.csv.importError")),
  });

  const exportCsv = async () => {
    setExporting(true);
    try {
      downloadCsv("redirects.csv", toCsv(await allRedirects(), redirectCsvColumns(t)));
    } catch {
      toast.error(t("redirects.csv.exportError"));
    } finally {
      setExporting(false);
    }
  };
  const importCsv = async (file: File | undefined) => {
    if (file) void importing.submit({ intent: "import", csv: await file.text() });
  };

  return (
    <AdminHeader title={t("redirects.title")}>
      <button type="button" onClick={onAdd} className={buttonStyles.primary}>
        <Plus aria-hidden="true" className="h-4 w-4" />
        {t("redirects.addNew")}
      </button>
      <label className={`${buttonStyles.secondary} cursor-pointer focus-within:outline-2`}>
        <Upload aria-hidden="true" className="h-4 w-4" />
        {importing.busy ? t("redirects.csv.importing") : t("redirects.csv.import")}
        <input
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          disabled={importing.busy}
          onChange={(event) => {
            void importCsv(event.target.files?.[0]);
            event.target.value = "";
          }}
        />
      </label>
      <button
        type="button"
        onClick={() => void exportCsv()}
        disabled={exporting || total === 0}
        className={buttonStyles.secondary}
      >
        <Download aria-hidden="true" className="h-4 w-4" />
        {t("common.exportCsv")}
      </button>
    </AdminHeader>
  );
}
