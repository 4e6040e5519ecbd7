import { CircleAlert, Upload } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { isLanguage, type Language, languageCodes } from "../../../common/i18n/languages";
import { type ImportJob, importSiteAddressSchema, maxImportFileBytes, maxImportFileMiB } from "../../../common/import";
import { buttonStyles } from "~/admin/ui/buttons";
import { inputStyles } from "~/admin/ui/form-controls";
import { errorMessage } from "~/admin/ui/api";
import { UploadProgress } from "~/admin/ui/media-uploader";
import { isGhostExport, uploadExport } from "./import-requests";

/**
 * Choose the export and the language, then upload it; the answer is the queued dry run. A
 * failure keeps the chosen file and says why (the server's message names a bad file's line).
 */
export function UploadForm({ onUploaded }: { onUploaded: (job: ImportJob) => void }) {
  const { t, i18n } = useTranslation("admin");
  const id = useId();
  const [file, setFile] = useState<File>();
  const [language, setLanguage] = useState<Language>(
    languageCodes.find((code) => code === i18n.language) ?? languageCodes[0]!,
  );
  const [progress, setProgress] = useState<number>();
  // A Ghost export does not carry its site's address: the form asks for it.
  const [ghost, setGhost] = useState(false);
  const [siteAddress, setSiteAddress] = useState("");
  const [failure, setFailure] = useState<string>();

  const upload = async () => {
    if (!file) return setFailure(t("imports.upload.chooseFile"));
    if (file.size > maxImportFileBytes) return setFailure(t("imports.upload.tooLarge", { max: maxImportFileMiB }));
    const address = ghost ? importSiteAddressSchema.safeParse(siteAddress) : undefined;
    if (address && !address.success) return setFailure(t(address.error.issues[0]?.message ?? "validation.siteAddress"));
    setFailure(undefined);
    setProgress(0);
    try {
      onUploaded(await uploadExport(file, { language, siteAddress: address?.data }, setProgress));
    } catch (error) {
      setFailure(
        error instanceof TypeError ? t("upload.networkError") : errorMessage(error, t("imports.upload.error")),
      );
    } finally {
      setProgress(undefined);
    }
  };

  return (
    <form
      aria-labelledby={`${id}-heading`}
      // The site address is checked by the shared schema, its message in the admin's language.
      noValidate
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      onSubmit={(event) => {
        event.preventDefault();
        void upload();
      }}
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900 dark:text-white">
        {t("imports.upload.heading")}
      </h2>
      <div className="space-y-1">
        <label htmlFor={`${id}-file`} className="block text-sm font-medium text-slate-700 dark:text-slate-300">
          {t("imports.upload.file")}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".xml,.json,application/xml,text/xml,application/json"
          aria-describedby={`${id}-file-hint`}
          disabled={progress !== undefined}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            setFile(chosen);
            setFailure(undefined);
            setGhost(false);
            if (chosen) void isGhostExport(chosen).then(setGhost);
          }}
          className="block w-full max-w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-medium dark:text-slate-300 dark:file:bg-slate-800 dark:file:text-slate-200"
        />
        <p id={`${id}-file-hint`} className="text-xs text-slate-500">
          {t("imports.upload.fileHint", { max: maxImportFileMiB })}
        </p>
      </div>
      {ghost && (
        <div className="max-w-md space-y-1">
          <label htmlFor={`${id}-site`} className="block text-sm font-medium text-slate-700 dark:text-slate-300">
            {t("imports.siteAddress.label")}
          </label>
          <input
            id={`${id}-site`}
            type="url"
            required
            inputMode="url"
            autoComplete="url"
            placeholder="https://"
            value={siteAddress}
            aria-describedby={`${id}-site-hint`}
            disabled={progress !== undefined}
            onChange={(event) => setSiteAddress(event.target.value)}
            className={inputStyles}
          />
          <p id={`${id}-site-hint`} className="text-xs text-slate-500">
            {t("imports.siteAddress.hint")}
          </p>
        </div>
      )}
      <div className="max-w-xs space-y-1">
        <label htmlFor={`${id}-language`} className="block text-sm font-medium text-slate-700 dark:text-slate-300">
          {t("imports.upload.language")}
        </label>
        <select
          id={`${id}-language`}
          value={language}
          aria-describedby={`${id}-language-hint`}
          disabled={progress !== undefined}
          onChange={(event) => {
            if (isLanguage(event.target.value)) setLanguage(event.target.value);
          }}
          className={inputStyles}
        >
          {languageCodes.map((code) => (
            <option key={code} value={code}>
              {t(`languageNames.${code}`)}
            </option>
          ))}
        </select>
        <p id={`${id}-language-hint`} className="text-xs text-slate-500">
          {t("imports.upload.languageHint")}
        </p>
      </div>
      {failure && (
        <p role="alert" className="flex gap-2 text-sm text-red-700 dark:text-red-400">
          <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span className="break-words">{failure}</span>
        </p>
      )}
      {progress !== undefined && <UploadProgress progress={progress} label={t("imports.upload.uploading")} />}
      <button type="submit" disabled={progress !== undefined} className={buttonStyles.primary}>
        <Upload aria-hidden="true" className="h-4 w-4" />
        {progress !== undefined ? t("imports.upload.uploading") : t("imports.upload.submit")}
      </button>
    </form>
  );
}
