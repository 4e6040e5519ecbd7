import { Send } from "lucide-react";
import { useCallback, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { adminCall, errorMessage } from "~/admin/ui/api";
import { buttonStyles } from "~/admin/ui/buttons";
import { FormAlert, inputStyles } from "~/admin/ui/form-controls";
import { NeedsSmtpNotice } from "~/admin/ui/needs-smtp-notice";
import { LoadingState } from "~/components/ui/spinner";
import { Modal } from "~/components/ui/modal";
import { languageName } from "../../../common/i18n/languages";
import { newsletterContract } from "../../../common/contract/newsletter";
import {
  type NewsletterPreview,
  type NewsletterSend,
  type NewsletterStatus,
  newsletterScheduleKinds,
} from "../../../common/newsletter";
import type { Post, PostVersion } from "../../../common/post";
import { SendProgress, sendInProgress, usePoll } from "~/admin/ui/newsletter-progress";

type ScheduleKind = (typeof newsletterScheduleKinds)[number];

/** The versions a send would go to: published ones, and scheduled ones (sent with the post). */
const sendableVersions = (post: Post) =>
  post.translations.filter((version) => !version.deletedAt && (version.status === "published" || version.publishAt));

/**
 * The post editor's "Send as newsletter" (decision 052): for a saved post with a published
 * (or scheduled) version, a dialog with each version's email as subscribers will see it, a
 * test to oneself, the send with its schedule, and the progress of this post's sends.
 */
export function NewsletterSendPanel({ post }: { post: Post }) {
  const { t } = useTranslation("admin");
  const [open, setOpen] = useState(false);
  const versions = sendableVersions(post);
  return (
    <section
      aria-labelledby="newsletter-send-heading"
      className="mt-8 rounded-2xl border border-slate-200 p-4 dark:border-slate-700"
    >
      <h2 id="newsletter-send-heading" className="text-lg font-semibold">
        {t("newsletterSends.panel.title")}
      </h2>
      {versions.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t("newsletterSends.panel.notPublished")}</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t("newsletterSends.panel.intro")}</p>
          <button type="button" className={`${buttonStyles.primary} mt-3`} onClick={() => setOpen(true)}>
            <Send aria-hidden="true" className="h-4 w-4" />
            {t("newsletterSends.panel.open")}
          </button>
        </>
      )}
      {open && <SendDialog post={post} versions={versions} onClose={() => setOpen(false)} />}
    </section>
  );
}

type Loaded = { status: NewsletterStatus; sends: NewsletterSend[] };

function SendDialog({ post, versions, onClose }: { post: Post; versions: PostVersion[]; onClose: () => void }) {
  const { t } = useTranslation("admin");
  const [loaded, setLoaded] = useState<Loaded | { error: string }>();
  const postId = post._id;

  const refresh = useCallback(() => {
    Promise.all([
      adminCall(newsletterContract.newsletterStatus),
      adminCall(newsletterContract.listNewsletters, { query: { postId } }),
    ]).then(
      ([status, sends]) => setLoaded({ status, sends }),
      (error: unknown) => setLoaded({ error: errorMessage(error, t("newsletterSends.loadError")) }),
    );
  }, [postId, t]);
  useEffect(refresh, [refresh]);
  usePoll(Boolean(loaded && "sends" in loaded && loaded.sends.some(sendInProgress)), refresh);

  return (
    <Modal
      open
      title={t("newsletterSends.panel.title")}
      closeLabel={t("common.close")}
      onClose={onClose}
      className="max-w-3xl"
    >
      {!loaded && <LoadingState text={t("newsletterSends.loading")} className="py-8" />}
      {loaded && "error" in loaded && (
        <div className="mt-4 space-y-3">
          <FormAlert message={loaded.error} />
          <button type="button" className={buttonStyles.secondary} onClick={refresh}>
            {t("newsletterSends.retry")}
          </button>
        </div>
      )}
      {loaded && "status" in loaded && (
        <div className="mt-4 space-y-6">
          {!loaded.status.smtpConfigured && <NeedsSmtpNotice />}
          <EmailPreview post={post} versions={versions} canSend={loaded.status.smtpConfigured} />
          {loaded.status.smtpConfigured && <ScheduleSend post={post} onSent={refresh} />}
          <SendList sends={loaded.sends} />
        </div>
      )}
    </Modal>
  );
}

/** Each version's email in a sandboxed frame (no scripts, no same origin), and the test send of the shown one. */
function EmailPreview({ post, versions, canSend }: { post: Post; versions: PostVersion[]; canSend: boolean }) {
  const { t } = useTranslation("admin");
  const initial = versions.find((version) => version.id === post._id) ?? versions[0]!;
  const [versionId, setVersionId] = useState(initial.id);
  const [preview, setPreview] = useState<{ for: string; email?: NewsletterPreview; error?: string }>();
  const [test, setTest] = useState<"sending" | "sent" | { error: string }>();

  useEffect(() => {
    let current = true;
    adminCall(newsletterContract.previewNewsletter, { body: { postId: versionId } }).then(
      (email) => current && setPreview({ for: versionId, email }),
      (error: unknown) =>
        current && setPreview({ for: versionId, error: errorMessage(error, t("newsletterSends.previewError")) }),
    );
    return () => {
      current = false;
    };
  }, [versionId, t]);

  async function sendTest() {
    setTest("sending");
    try {
      await adminCall(newsletterContract.testNewsletter, { body: { postId: versionId } });
      setTest("sent");
    } catch (error) {
      setTest({ error: errorMessage(error, t("newsletterSends.testFailed")) });
    }
  }

  const shown = preview?.for === versionId ? preview : undefined;
  return (
    <div>
      <h3 className="font-semibold">{t("newsletterSends.preview")}</h3>
      {versions.length > 1 && (
        <div role="group" aria-label={t("newsletters.subscribers.language")} className="mt-2 flex flex-wrap gap-2">
          {versions.map((version) => (
            <button
              key={version.id}
              type="button"
              aria-pressed={version.id === versionId}
              onClick={() => {
                setVersionId(version.id);
                setTest(undefined);
              }}
              className={`${buttonStyles.secondary} aria-pressed:border-brand-600 aria-pressed:text-brand-700`}
            >
              {languageName(version.language)}
            </button>
          ))}
        </div>
      )}
      {/* The subject's line and the frame's box stand while the email loads, so that the
          choices below do not jump away from a finger when it arrives. */}
      <p className="mt-3 text-sm">
        <span className="text-slate-500 dark:text-slate-400">{t("newsletterSends.subject")} </span>
        <span data-newsletter-subject>{shown?.email?.subject}</span>
      </p>
      <div className="mt-2 h-96">
        {!shown && <LoadingState text={t("newsletterSends.loading")} className="py-8" />}
        {shown?.error && <FormAlert message={shown.error} />}
        {shown?.email && (
          <iframe
            title={t("newsletterSends.previewFrame", { subject: shown.email.subject })}
            sandbox=""
            srcDoc={shown.email.html}
            className="h-full w-full rounded-lg border border-slate-200 bg-white dark:border-slate-700"
          />
        )}
      </div>
      {canSend && (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <button
            type="button"
            className={buttonStyles.secondary}
            disabled={test === "sending"}
            onClick={() => void sendTest()}
          >
            {t("newsletterSends.test")}
          </button>
          {test === "sent" && (
            <span role="status" className="text-sm text-green-700 dark:text-green-300">
              {t("newsletterSends.testSent")}
            </span>
          )}
          {typeof test === "object" && <FormAlert message={test.error} />}
        </div>
      )}
    </div>
  );
}

/** The send itself: now, with the post's publication, or at a moment of its own. */
function ScheduleSend({ post, onSent }: { post: Post; onSent: () => void }) {
  const { t } = useTranslation("admin");
  const id = useId();
  const [kind, setKind] = useState<ScheduleKind>("now");
  const [at, setAt] = useState("");
  const [state, setState] = useState<"sending" | { error: string }>();

  async function send(event: React.FormEvent) {
    event.preventDefault();
    const moment = new Date(at);
    if (kind === "at" && Number.isNaN(moment.getTime())) return setState({ error: t("newsletterSends.atRequired") });
    setState("sending");
    try {
      await adminCall(newsletterContract.scheduleNewsletter, {
        body: { postId: post._id, schedule: kind, ...(kind === "at" ? { scheduledAt: moment.toISOString() } : {}) },
      });
      setState(undefined);
      onSent();
    } catch (error) {
      setState({ error: errorMessage(error, t("newsletterSends.sendFailed")) });
    }
  }

  return (
    <form onSubmit={(event) => void send(event)} className="space-y-3">
      <fieldset>
        <legend className="font-semibold">{t("newsletterSends.when")}</legend>
        <div className="mt-2 space-y-2">
          {newsletterScheduleKinds.map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-schedule`}
                value={option}
                checked={kind === option}
                onChange={() => setKind(option)}
              />
              {t(`newsletterSends.schedule.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {kind === "at" && (
        <div>
          <label htmlFor={`${id}-at`} className="text-sm font-medium">
            {t("newsletterSends.at")}
          </label>
          <input
            id={`${id}-at`}
            type="datetime-local"
            required
            value={at}
            onChange={(event) => setAt(event.target.value)}
            className={`${inputStyles} mt-1 max-w-xs`}
          />
        </div>
      )}
      {typeof state === "object" && <FormAlert message={state.error} />}
      <button type="submit" className={buttonStyles.primary} disabled={state === "sending"}>
        <Send aria-hidden="true" className="h-4 w-4" />
        {t("newsletterSends.send")}
      </button>
    </form>
  );
}

/** This post's sends and where each stands. */
function SendList({ sends }: { sends: NewsletterSend[] }) {
  const { t } = useTranslation("admin");
  if (!sends.length) return null;
  return (
    <div>
      <h3 className="font-semibold">{t("newsletterSends.thisPost")}</h3>
      <ul className="mt-2 space-y-2">
        {sends.map((send) => (
          <li
            key={send._id}
            data-newsletter-send={send._id}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm"
          >
            <span className="font-medium">{languageName(send.language)}</span>
            <span>{t("newsletterSends.recipients", { number: send.recipients })}</span>
            <SendProgress send={send} />
          </li>
        ))}
      </ul>
      <Link
        to="/admin/newsletters"
        className="mt-2 inline-block text-sm font-semibold text-brand-600 dark:text-brand-100"
      >
        {t("newsletterSends.allSends")}
      </Link>
    </div>
  );
}
