import { Plus, Trash2 } from "lucide-react";
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { limits } from "../../../common/fields";
import { languages } from "../../../common/i18n/languages";
import { maxNotificationRecipients, type SiteSettingsInput } from "../../../common/settings";
import { buttonStyles } from "~/admin/ui/buttons";
import { FieldError, fieldProps, messageAt } from "~/admin/ui/form-controls";

/**
 * Who hears of every new lead (decision 051): one row per address, with the language its
 * emails are written in; none means the server's MAIL_TO.
 */
export function NotificationRecipients({
  control,
  register,
  errors,
}: {
  control: Control<SiteSettingsInput>;
  register: UseFormRegister<SiteSettingsInput>;
  errors: FieldErrors<SiteSettingsInput>;
}) {
  const { t } = useTranslation("admin");
  const { fields, append, remove } = useFieldArray({ control, name: "notificationRecipients" });
  const input = fieldProps(register, errors);
  // The whole list's message (a repeated address): on the array itself or its root.
  const wholeListError =
    messageAt(errors, "notificationRecipients.root") ?? messageAt(errors, "notificationRecipients");

  return (
    <fieldset className="min-w-0 space-y-2">
      <legend className="text-sm font-medium text-slate-700 dark:text-slate-300">
        {t("notificationRecipients.title")}
      </legend>
      <p className="text-xs text-slate-500 dark:text-slate-400">{t("notificationRecipients.hint")}</p>
      {fields.length === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t("notificationRecipients.none")}</p>
      )}
      <ul className="space-y-3">
        {fields.map((field, index) => {
          const email = `notificationRecipients.${index}.email` as const;
          const language = `notificationRecipients.${index}.language` as const;
          return (
            <li key={field.id} className="flex flex-wrap items-start gap-2">
              <div className="min-w-0 flex-[2_1_12rem] space-y-1">
                <label htmlFor={email} className="sr-only">
                  {t("notificationRecipients.email", { number: index + 1 })}
                </label>
                <input
                  type="email"
                  maxLength={limits.email}
                  placeholder={t("notificationRecipients.emailPlaceholder")}
                  {...input(email)}
                />
                {messageAt(errors, email) && <FieldError id={email} message={messageAt(errors, email)!} />}
              </div>
              <div className="min-w-0 flex-[1_1_8rem] space-y-1">
                <label htmlFor={language} className="sr-only">
                  {t("notificationRecipients.language", { number: index + 1 })}
                </label>
                <select {...input(language)}>
                  {languages.map(({ code, name }) => (
                    <option key={code} value={code}>
                      {name}
                    </option>
                  ))}
                </select>
              </div>
              <button
                type="button"
                onClick={() => remove(index)}
                className={buttonStyles.icon}
                aria-label={t("notificationRecipients.remove", { number: index + 1 })}
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" />
              </button>
            </li>
          );
        })}
      </ul>
      {wholeListError && <FieldError id="notificationRecipients" message={wholeListError} />}
      <button
        type="button"
        disabled={fields.length >= maxNotificationRecipients}
        onClick={() => append({ email: "", language: "en" })}
        className={buttonStyles.secondary}
      >
        <Plus aria-hidden="true" className="h-4 w-4" />
        {t("notificationRecipients.add")}
      </button>
    </fieldset>
  );
}
