import { Copy, Trash2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FormTabs } from "~/components/contact/form-tabs";
import { LoadingState } from "~/components/ui/spinner";
import { toast } from "~/components/ui/toast";
import { ApiError, errorMessage, leaveForSignIn } from "~/admin/ui/api";
import { FocalPointEditor } from "./focal-point-editor";
import { absoluteMediaUrl, fetchMediaUsage, type MediaChange } from "./media-requests";
import { useMutation } from "~/admin/ui/route-data";
import { useFormatDate } from "~/admin/ui/use-format-date";
import { limits } from "../../../common/fields";
import { isLanguage, type Language, languageCodes, languageName } from "../../../common/i18n/languages";
import { type MediaAlt, mediaAltInputSchema, type MediaItem, type MediaUsage } from "../../../common/media";
import { buttonStyles } from "~/admin/ui/buttons";
import { ConfirmDialog } from "~/admin/ui/dialog";
import { FormAlert, inputStyles } from "~/admin/ui/form-controls";
import { StatusBadge } from "~/admin/ui/status-badge";

/** One image of the library: its focal point, what it is, its address to copy, its alternative text, and deleting it. */
export function MediaDetails({ item, onDelete }: { item: MediaItem; onDelete: () => void }) {
  const { t, i18n } = useTranslation("admin");
  const format = useFormatDate();
  const size = new Intl.NumberFormat(i18n.language, {
    style: "unit",
    unit: item.bytes >= 1_000_000 ? "megabyte" : "kilobyte",
    maximumFractionDigits: 1,
  }).format(item.bytes >= 1_000_000 ? item.bytes / 1_000_000 : item.bytes / 1_000);

  return (
    <div className="mt-4 space-y-6">
      <FocalPointEditor key={item._id} item={item} />
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-500 dark:text-slate-400">{t("media.details.name")}</dt>
        <dd className="font-medium break-words">{item.originalName}</dd>
        <dt className="text-slate-500 dark:text-slate-400">{t("media.details.dimensions")}</dt>
        <dd>{t("media.details.pixels", { width: item.width, height: item.height })}</dd>
        <dt className="text-slate-500 dark:text-slate-400">{t("media.details.size")}</dt>
        <dd>{size}</dd>
        <dt className="text-slate-500 dark:text-slate-400">{t("media.details.uploaded")}</dt>
        <dd>{format.dateTime(item.createdAt)}</dd>
      </dl>
      <CopyUrl url={item.url} />
      <AltTextForm key={item._id} item={item} />
      <div className="border-t border-slate-200 pt-4 dark:border-slate-700">
        <button type="button" onClick={onDelete} className={buttonStyles.danger}>
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          {t("media.delete")}
        </button>
      </div>
    </div>
  );
}

/** Copies the image's address; where the clipboard is out of reach, shows it in a field to copy by hand. */
function CopyUrl({ url }: { url: string }) {
  const { t } = useTranslation("admin");
  const fieldId = useId();
  const [byHand, setByHand] = useState(false);
  const address = absoluteMediaUrl(url);

  async function copy() {
    try {
      // Missing outside secure contexts, and refused without permission: both leave the field.
      await navigator.clipboard.writeText(address);
      toast.success(t("media.details.copied"));
    } catch {
      setByHand(true);
    }
  }

  return (
    <div className="space-y-2">
      <button type="button" onClick={() => void copy()} className={buttonStyles.secondary}>
        <Copy aria-hidden="true" className="h-4 w-4" />
        {t("media.details.copyUrl")}
      </button>
      {byHand && (
        <div className="space-y-1">
          <label htmlFor={fieldId} className="block text-sm font-medium text-slate-700 dark:text-slate-300">
            {t("media.details.url")}
          </label>
          <input
            id={fieldId}
            type="text"
            readOnly
            value={address}
            autoFocus
            onFocus={(event) => event.currentTarget.select()}
            aria-describedby={`${fieldId}-hint`}
            className={inputStyles}
          />
          <p id={`${fieldId}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
            {t("media.details.copyByHand")}
          </p>
        </div>
      )}
    </div>
  );
}

/** The alternative text in the four languages, one tab each; a failed save keeps what was typed. */
function AltTextForm({ item }: { item: MediaItem }) {
  const { t } = useTranslation("admin");
  const panelId = useId();
  const [language, setLanguage] = useState<Language>("en");
  const [alt, setAlt] = useState<MediaAlt>(item.alt);
  const [errors, setErrors] = useState<Partial<Record<Language, string>>>({});
  const saving = useMutation<MediaChange, MediaItem>({
    onDone: () => toast.success(t("media.details.altSaved")),
  });
  const inputId = `${panelId}-input`;
  const error = errors[language];

  function save(event: React.FormEvent) {
    event.preventDefault();
    const result = mediaAltInputSchema.safeParse({ alt });
    if (!result.success) {
      const found: Partial<Record<Language, string>> = {};
      for (const issue of result.error.issues) {
        const code = issue.path[1];
        if (isLanguage(code)) found[code] ??= issue.message;
      }
      setErrors(found);
      setLanguage(languageCodes.find((code) => found[code]) ?? language);
      return;
    }
    setErrors({});
    void saving.submit({ intent: "alt", id: item._id, alt: result.data.alt });
  }

  return (
    <form noValidate onSubmit={save} className="space-y-3">
      <h3 className="text-base font-semibold text-slate-900 dark:text-white">{t("media.details.altTitle")}</h3>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t("media.details.altHint")}</p>
      {saving.failure && <FormAlert message={saving.failure.message ?? t("media.details.altError")} />}
      <FormTabs
        label={t("media.details.altLanguages")}
        tabs={languageCodes}
        selected={language}
        onSelect={setLanguage}
        panelId={panelId}
        tabLabel={(code) => (
          <>
            <span aria-hidden="true">{code.toUpperCase()}</span>
            <span className="sr-only">{languageName(code)}</span>
          </>
        )}
      />
      <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-${language}`} className="space-y-1.5">
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-700 dark:text-slate-300">
          {t("media.details.altLabel", { language: languageName(language) })}
        </label>
        <input
          id={inputId}
          type="text"
          lang={language}
          maxLength={limits.altText}
          value={alt[language]}
          onChange={(event) => setAlt({ ...alt, [language]: event.target.value })}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className={inputStyles}
        />
        {error && (
          <p id={`${inputId}-error`} className="text-sm text-red-600 dark:text-red-400">
            {t(error, { ns: "common" })}
          </p>
        )}
      </div>
      <button type="submit" disabled={saving.busy} className={buttonStyles.primary}>
        {t(saving.busy ? "common.saving" : "media.details.saveAlt")}
      </button>
    </form>
  );
}

/**
 * Asks before deleting an image, listing the posts that show it: their covers fall back to
 * their category's image and the image leaves their text.
 */
export function MediaDeleteDialog({
  item,
  busy,
  onConfirm,
  onCancel,
}: {
  item: MediaItem | undefined;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("admin");
  const [usage, setUsage] = useState<{ for: string; posts?: MediaUsage[]; error?: string }>();
  const loaded = item && usage?.for === item._id ? usage : undefined;

  useEffect(() => {
    if (!item) return;
    const controller = new AbortController();
    fetchMediaUsage(item._id, controller.signal).then(
      (posts) => setUsage({ for: item._id, posts }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 401) return leaveForSignIn();
        setUsage({ for: item._id, error: errorMessage(error, t("media.usage.error")) });
      },
    );
    return () => controller.abort();
  }, [item, t]);

  return (
    <ConfirmDialog
      open={item !== undefined}
      title={t("media.deleteTitle")}
      message={t("media.deleteConfirm", { name: item?.originalName ?? "" })}
      confirmLabel={t("common.delete")}
      busy={busy || !loaded}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <div className="mt-4 text-sm">
        {!loaded && <LoadingState text={t("media.usage.loading")} className="justify-start py-2" />}
        {loaded?.error && <FormAlert message={loaded.error} />}
        {loaded?.posts?.length === 0 && <p className="text-slate-600 dark:text-slate-300">{t("media.usage.none")}</p>}
        {loaded?.posts && loaded.posts.length > 0 && (
          <div
            role="alert"
            className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 dark:border-amber-700 dark:bg-amber-950"
          >
            <p className="font-medium text-amber-900 dark:text-amber-100">{t("media.usage.warning")}</p>
            <ul aria-label={t("media.usage.listLabel")} className="space-y-1.5">
              {loaded.posts.map((post) => (
                <li key={post._id} className="flex flex-wrap items-center gap-2">
                  <Link
                    to={`/admin/posts/edit/${post._id}`}
                    className="font-semibold text-brand-700 underline dark:text-brand-100"
                  >
                    {post.title}
                  </Link>
                  <StatusBadge status={post.status} />
                  <span className="text-slate-600 dark:text-slate-300">
                    {post.usedAs.map((use) => t(`media.usage.${use}`)).join(", ")}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </ConfirmDialog>
  );
}
