import { useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonStyles } from "~/admin/ui/buttons";
import { Field, FormAlert, inputStyles } from "~/admin/ui/form-controls";
import { Spinner } from "~/components/ui/spinner";
import { twoFactorCodeMaxLength } from "../../../common/two-factor";

/** The second step of a two-factor sign-in: a code from the authenticator app, or a recovery code. */
export function CodeStep({
  failureText,
  busy,
  onSubmit,
  onStartOver,
}: {
  failureText: string | undefined;
  busy: boolean;
  onSubmit: (code: string) => void;
  onStartOver: () => void;
}) {
  const { t } = useTranslation("admin");
  const [code, setCode] = useState("");
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (code.trim()) onSubmit(code.trim());
      }}
      className="mt-6 space-y-4"
    >
      {failureText && <FormAlert message={failureText} />}
      <Field label={t("login.code")} htmlFor="code" hint={t("login.codeHint")}>
        <input
          id="code"
          type="text"
          inputMode="text"
          autoComplete="one-time-code"
          autoFocus
          maxLength={twoFactorCodeMaxLength}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          className={inputStyles}
        />
      </Field>
      <button type="submit" disabled={busy} className={`${buttonStyles.primary} w-full`}>
        {busy && <Spinner className="size-4 border-2" />}
        {t("login.verify")}
      </button>
      <button type="button" onClick={onStartOver} className={`${buttonStyles.secondary} w-full`}>
        {t("login.startOver")}
      </button>
    </form>
  );
}
