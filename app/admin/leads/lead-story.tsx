import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback, useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import type * as z from "zod/mini";
import { adminCall, errorMessage } from "~/admin/ui/api";
import { buttonStyles } from "~/admin/ui/buttons";
import { Field, fieldProps, FormAlert } from "~/admin/ui/form-controls";
import { useFormatDate } from "~/admin/ui/use-format-date";
import { Spinner } from "~/components/ui/spinner";
import { toast } from "~/components/ui/toast";
import { leadStoryContract } from "../../../common/contract/leads";
import { limits } from "../../../common/fields";
import {
  leadOriginFields,
  leadOriginText,
  type LeadReply,
  type LeadReplyInput,
  leadReplyInputSchema,
  type LeadStory,
  type RepliedLeadKind,
} from "../../../common/lead-story";

/**
 * A lead's story in its screen: where it came from (one line per part of its origin), the
 * replies staff sent it, and a form to send one from the site. A reply sent reloads the
 * list, so a new lead shows "contacted" at once.
 */
export function LeadStoryPanel({ kind, leadId, subject }: { kind: RepliedLeadKind; leadId: string; subject: string }) {
  const { t } = useTranslation("admin");
  const [story, setStory] = useState<LeadStory>();
  const [loadFailed, setLoadFailed] = useState(false);
  const load = useCallback(
    () =>
      adminCall(leadStoryContract.getLeadStory, { params: { kind, id: leadId } }).then(
        (loaded) => setStory(loaded),
        () => setLoadFailed(true),
      ),
    [kind, leadId],
  );
  useEffect(() => void load(), [load]);

  return (
    <section
      aria-labelledby={`lead-story-${leadId}`}
      className="mt-6 space-y-4 border-t border-slate-200 pt-4 dark:border-slate-800"
    >
      <h3 id={`lead-story-${leadId}`} className="font-semibold text-slate-900 dark:text-white">
        {t("leadStory.title")}
      </h3>
      {loadFailed && <FormAlert message={t("leadStory.loadError")} />}
      {!story && !loadFailed && <Spinner className="size-5 border-2" />}
      {story && <LeadOriginList origin={story.origin} />}
      {story && <LeadTimeline replies={story.replies} />}
      <LeadReplyForm kind={kind} leadId={leadId} subject={subject} onSent={load} />
    </section>
  );
}

/** Where a lead came from, one line per part of its origin (docs/decisions/050). */
export function LeadOriginList({ origin }: { origin: LeadStory["origin"] | undefined }) {
  const { t } = useTranslation("admin");
  if (!origin) return <p className="text-sm text-slate-500">{t("leadStory.notRecorded")}</p>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {leadOriginFields.map((field) => (
        <div key={field} className="contents">
          <dt className="text-slate-500">{t(`leadStory.origin.${field}`)}</dt>
          <dd className="break-words text-slate-900 dark:text-slate-100">
            {leadOriginText(origin, field, (channel) => t(`traffic.attribution.channel.${channel}`)) || "—"}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function LeadTimeline({ replies }: { replies: LeadReply[] }) {
  const { t } = useTranslation("admin");
  const format = useFormatDate();
  return (
    <div>
      <h4 className="text-sm font-semibold text-slate-900 dark:text-white">{t("leadStory.timeline")}</h4>
      {replies.length === 0 ? (
        <p className="text-sm text-slate-500">{t("leadStory.noReplies")}</p>
      ) : (
        <ol aria-label={t("leadStory.timeline")} className="mt-2 space-y-3">
          {replies.map((reply) => (
            <li key={reply._id} className="rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800">
              <p className="font-medium">{reply.subject}</p>
              <p className="text-slate-500">
                {t("leadStory.sentBy", { name: reply.sentBy.name, to: reply.to, at: format.dateTime(reply.createdAt) })}
              </p>
              <p className="mt-1 whitespace-pre-wrap">{reply.message}</p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function LeadReplyForm({
  kind,
  leadId,
  subject,
  onSent,
}: {
  kind: RepliedLeadKind;
  leadId: string;
  subject: string;
  onSent: () => Promise<void>;
}) {
  const { t } = useTranslation("admin");
  const revalidator = useRevalidator();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof leadReplyInputSchema>, unknown, LeadReplyInput>({
    resolver: zodResolver(leadReplyInputSchema),
    defaultValues: { subject: `Re: ${subject}`, message: "" },
  });
  const field = fieldProps(register, errors, "lead-reply-");
  const send = async (reply: LeadReplyInput) => {
    setFailure(undefined);
    try {
      await adminCall(leadStoryContract.replyToLead, { params: { kind, id: leadId }, body: reply });
    } catch (error) {
      return setFailure(errorMessage(error, t("leadStory.reply.failed")));
    }
    toast.success(t("leadStory.reply.sent"));
    reset({ subject: reply.subject, message: "" });
    await Promise.all([onSent(), revalidator.revalidate()]);
  };
  return (
    <form noValidate onSubmit={handleSubmit(send)} aria-label={t("leadStory.reply.title")} className="space-y-3">
      <h4 className="text-sm font-semibold text-slate-900 dark:text-white">{t("leadStory.reply.title")}</h4>
      {failure && <FormAlert message={failure} />}
      <Field label={t("leadStory.reply.subject")} htmlFor="lead-reply-subject" error={errors.subject?.message}>
        <input maxLength={limits.subject} {...field("subject")} />
      </Field>
      <Field label={t("leadStory.reply.message")} htmlFor="lead-reply-message" error={errors.message?.message}>
        <textarea rows={5} maxLength={limits.message} {...field("message")} />
      </Field>
      <div className="flex justify-end">
        <button type="submit" disabled={isSubmitting} className={buttonStyles.primary}>
          {isSubmitting && <Spinner className="size-4 border-2" />}
          {t(isSubmitting ? "leadStory.reply.sending" : "leadStory.reply.send")}
        </button>
      </div>
    </form>
  );
}
