import { useTranslation } from "react-i18next";
import { FormField } from "~/components/ui/form-field";
import { logoColours, logoLimits, logoStyles, type LogoColour, type LogoStyle } from "../../../common/logo-options";

export interface LogoBrief {
  name: string;
  description: string;
  style: LogoStyle | "";
  colour: LogoColour | "";
}

const selectClass =
  "mt-2 block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-slate-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none dark:border-slate-700 dark:bg-slate-950 dark:text-white";

/** An optional preference: one of its options, or any (""). */
function Preference<Option extends string>({
  name,
  label,
  value,
  options,
  onChange,
}: {
  name: string;
  label: string;
  value: Option | "";
  options: [Option, string][];
  onChange: (value: Option | "") => void;
}) {
  const { t } = useTranslation("logo");
  return (
    <label className="font-medium text-slate-900 dark:text-white">
      {label}
      <select
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value as Option | "")}
        className={selectClass}
      >
        <option value="">{t("form.any")}</option>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The brief: the business's name and description (required), and an optional style and colour. */
export function LogoForm({
  brief,
  errors,
  busy,
  onChange,
  onSubmit,
  formRef,
}: {
  brief: LogoBrief;
  errors: Record<string, string>;
  busy: boolean;
  onChange: (brief: LogoBrief) => void;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  formRef: React.RefObject<HTMLFormElement | null>;
}) {
  const { t } = useTranslation("logo");
  const set = <Key extends keyof LogoBrief>(key: Key, value: LogoBrief[Key]) => onChange({ ...brief, [key]: value });
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-5">
      <FormField
        name="name"
        label={t("form.name")}
        placeholder={t("form.namePlaceholder")}
        value={brief.name}
        error={errors.name}
        required
        maxLength={logoLimits.name}
        autoComplete="organization"
        onChange={(value) => set("name", value)}
      />
      <FormField
        name="description"
        label={t("form.description")}
        placeholder={t("form.descriptionPlaceholder")}
        value={brief.description}
        error={errors.description}
        required
        multiline
        rows={3}
        maxLength={logoLimits.description}
        onChange={(value) => set("description", value)}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Preference
          name="style"
          label={t("form.style")}
          value={brief.style}
          options={logoStyles.map((style) => [style, t(`form.styles.${style}`)])}
          onChange={(style) => set("style", style)}
        />
        <Preference
          name="colour"
          label={t("form.colour")}
          value={brief.colour}
          options={logoColours.map((colour) => [colour, t(`form.colours.${colour}`)])}
          onChange={(colour) => set("colour", colour)}
        />
      </div>
      <button
        type="submit"
        disabled={busy}
        className="rounded-full bg-brand-600 px-8 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-60"
      >
        {busy ? t("form.generating") : t("form.submit")}
      </button>
    </form>
  );
}
