import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "~/components/ui/toast";
import { buttonStyles } from "~/admin/ui/buttons";
import { Field, FormAlert, inputStyles } from "~/admin/ui/form-controls";
import { useMutation } from "~/admin/ui/route-data";
import {
  type RecoveryCodes,
  twoFactorCodeMaxLength,
  type TwoFactorEnrolment,
  type TwoFactorStatus,
} from "../../../common/two-factor";
import { limits } from "../../../common/fields";
import type { ProfileChange } from "./profile-requests";

type TwoFactorChange = Extract<ProfileChange, { intent: `${string}TwoFactor` }>;

/**
 * Two-factor sign-in: set up by scanning a QR code (or typing its key) and confirming a
 * code, which shows ten recovery codes once; turned off with the password and a code.
 */
export function TwoFactorPanel({ status }: { status: TwoFactorStatus }) {
  const { t } = useTranslation("admin");
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const change = useMutation<TwoFactorChange, TwoFactorEnrolment | RecoveryCodes | null>({
    onDone: (answer, sent) => {
      setCode("");
      setPassword("");
      // Starting answers the enrolment, turning on the recovery codes (told apart by their shape).
      if (answer && "recoveryCodes" in answer) {
        setEnrolment(undefined);
        setRecoveryCodes(answer.recoveryCodes);
        toast.success(t("profile.twoFactor.turnedOn"));
      } else if (answer) setEnrolment(answer);
      if (sent.intent === "disableTwoFactor") toast.success(t("profile.twoFactor.turnedOff"));
    },
  });
  const failure = change.failure && (change.failure.message ?? t("profile.twoFactor.error"));
  const codeField = (
    <Field label={t("profile.twoFactor.code")} htmlFor="two-factor-code">
      <input
        id="two-factor-code"
        type="text"
        autoComplete="one-time-code"
        maxLength={twoFactorCodeMaxLength}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        className={inputStyles}
      />
    </Field>
  );

  return (
    <section
      aria-labelledby="profile-two-factor"
      className="mt-10 max-w-lg space-y-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <h2 id="profile-two-factor" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t("profile.twoFactor.title")}
      </h2>
      {status.required && !status.enabled && (
        <p className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          {t("profile.twoFactor.requiredNotice")}
        </p>
      )}
      {failure && <FormAlert message={failure} />}
      {recoveryCodes ? (
        <div className="space-y-3">
          <p className="text-sm text-slate-700 dark:text-slate-300">{t("profile.twoFactor.recoveryCodesOnce")}</p>
          <ul aria-label={t("profile.twoFactor.recoveryCodes")} className="grid grid-cols-2 gap-2 font-mono text-sm">
            {recoveryCodes.map((recoveryCode) => (
              <li key={recoveryCode} className="rounded bg-slate-100 px-2 py-1 dark:bg-slate-800">
                {recoveryCode}
              </li>
            ))}
          </ul>
          <button type="button" onClick={() => setRecoveryCodes(undefined)} className={buttonStyles.primary}>
            {t("profile.twoFactor.savedCodes")}
          </button>
        </div>
      ) : status.enabled ? (
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void change.submit({ intent: "disableTwoFactor", input: { password, code } });
          }}
        >
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t("profile.twoFactor.on", { count: status.recoveryCodesLeft })}
          </p>
          <Field label={t("profile.twoFactor.password")} htmlFor="two-factor-password">
            <input
              id="two-factor-password"
              type="password"
              autoComplete="current-password"
              maxLength={limits.password}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              className={inputStyles}
            />
          </Field>
          {codeField}
          <button type="submit" disabled={change.busy} className={buttonStyles.secondary}>
            {t("profile.twoFactor.turnOff")}
          </button>
        </form>
      ) : enrolment ? (
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void change.submit({ intent: "enableTwoFactor", input: { code } });
          }}
        >
          <p className="text-sm text-slate-700 dark:text-slate-300">{t("profile.twoFactor.scan")}</p>
          <img
            src={enrolment.qrCode}
            alt={t("profile.twoFactor.qrCode")}
            width={200}
            height={200}
            className="rounded-lg bg-white"
          />
          <div className="space-y-1.5">
            <p className="text-sm font-medium text-slate-700 dark:text-slate-300" id="two-factor-key-label">
              {t("profile.twoFactor.manualKey")}
            </p>
            <code
              aria-labelledby="two-factor-key-label"
              data-testid="two-factor-key"
              className="block rounded bg-slate-100 px-2 py-1 font-mono text-sm break-all dark:bg-slate-800"
            >
              {enrolment.secret}
            </code>
          </div>
          {codeField}
          <button type="submit" disabled={change.busy} className={buttonStyles.primary}>
            {t("profile.twoFactor.turnOn")}
          </button>
        </form>
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-slate-700 dark:text-slate-300">{t("profile.twoFactor.off")}</p>
          <button
            type="button"
            disabled={change.busy}
            onClick={() => void change.submit({ intent: "startTwoFactor" })}
            className={buttonStyles.primary}
          >
            {t("profile.twoFactor.setUp")}
          </button>
        </div>
      )}
    </section>
  );
}
