import { ArrowDown, ArrowUp } from "lucide-react";
import { createContext, useContext, useEffect, useRef } from "react";
import { Controller, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonStyles } from "~/admin/ui/buttons";
import { FieldError } from "~/admin/ui/form-controls";
import type { ContentItem } from "../../../../common/content/items";
import { localize, type TranslatedText } from "../../../../common/content/translated";
import { fallbackLanguage, isLanguage } from "../../../../common/i18n/languages";
import { moveCredit, teamPickerRows, toggleCredit } from "../team-picks";
import { type FieldProps, hintStyles, labelStyles } from "./field-parts";

/** The team page's items, which a project's team is ticked from (loaded by the editor's route). */
export const TeamChoices = createContext<readonly ContentItem[]>([]);

/**
 * A project's team (decision 073): the team page's people as a checklist, the credited ones
 * first in the order the case study shows them, each movable; their names, portraits and
 * roles are the team page's, which the link leads to.
 */
export function TeamField({ path, label, error }: FieldProps<"team">) {
  const { t } = useTranslation("admin");
  const { control } = useFormContext();
  const hintId = `${path}-hint`;
  return (
    <fieldset className="min-w-0 space-y-2" aria-describedby={error ? `${path}-error ${hintId}` : hintId}>
      <legend className={labelStyles}>{label}</legend>
      <p id={hintId} className={hintStyles}>
        {t("projectTeam.hint")}
      </p>
      <Link
        to="/admin/content/team"
        className="inline-block text-sm font-semibold text-brand-600 hover:underline dark:text-brand-100"
      >
        {t("projectTeam.manage")}
      </Link>
      <Controller
        control={control}
        name={path}
        render={({ field: { value, onChange } }) => (
          <TeamChecklist path={path} credited={(value as string[] | undefined) ?? []} onChange={onChange} />
        )}
      />
      {error && <FieldError id={path} message={error} />}
    </fieldset>
  );
}

function TeamChecklist({
  path,
  credited,
  onChange,
}: {
  path: string;
  credited: string[];
  onChange: (ids: string[]) => void;
}) {
  const { t, i18n } = useTranslation("admin");
  const team = useContext(TeamChoices);
  const language = isLanguage(i18n.language) ? i18n.language : fallbackLanguage;
  // A row changes place when ticked or moved: the control that did it keeps the focus.
  const refocus = useRef<string | null>(null);
  useEffect(() => {
    if (!refocus.current) return;
    const target = document.getElementById(refocus.current) as HTMLButtonElement | HTMLInputElement | null;
    refocus.current = null;
    if (target && !target.disabled) target.focus();
  }, [credited]);
  if (team.length === 0) return <p className={hintStyles}>{t("projectTeam.none")}</p>;
  const idOf = (memberId: string, part: string) => `${path}-${memberId}-${part}`;
  const change = (ids: string[], focus: string) => {
    refocus.current = focus;
    onChange(ids);
  };

  return (
    <ul className="space-y-2">
      {teamPickerRows(credited, team).map(({ member, position, of }) => {
        const name = String(member.fields.name ?? "");
        const portrait = String(member.fields.portrait ?? "");
        const role = String(localize(member.text as TranslatedText<{ role: string }>, language).role ?? "");
        const ticked = position >= 0;
        const checkbox = idOf(member._id, "credit");
        return (
          <li
            key={member._id}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-slate-200 bg-white p-2 dark:border-slate-700 dark:bg-slate-900"
          >
            <label htmlFor={checkbox} className="flex min-w-0 flex-1 basis-48 items-center gap-3">
              <input
                id={checkbox}
                type="checkbox"
                checked={ticked}
                onChange={() => change(toggleCredit(credited, member._id), checkbox)}
                className="size-4 shrink-0 accent-brand-600"
              />
              {portrait && <img src={portrait} alt="" className="size-8 shrink-0 rounded-full object-cover" />}
              <span className="min-w-0">
                <span className="block text-sm font-medium break-words text-slate-900 dark:text-white">{name}</span>
                <span className="block text-xs break-words text-slate-500 dark:text-slate-400">
                  {role}
                  {!member.visible && ` · ${t("projectTeam.hidden")}`}
                </span>
              </span>
            </label>
            {ticked && (
              <span className="flex gap-1">
                <button
                  id={idOf(member._id, "up")}
                  type="button"
                  disabled={position === 0}
                  onClick={() =>
                    change(
                      moveCredit(credited, member._id, -1),
                      position === 1 ? idOf(member._id, "down") : idOf(member._id, "up"),
                    )
                  }
                  aria-label={t("content.form.moveUp", { name })}
                  className={buttonStyles.icon}
                >
                  <ArrowUp aria-hidden="true" className="h-4 w-4" />
                </button>
                <button
                  id={idOf(member._id, "down")}
                  type="button"
                  disabled={position === of - 1}
                  onClick={() =>
                    change(
                      moveCredit(credited, member._id, 1),
                      position === of - 2 ? idOf(member._id, "up") : idOf(member._id, "down"),
                    )
                  }
                  aria-label={t("content.form.moveDown", { name })}
                  className={buttonStyles.icon}
                >
                  <ArrowDown aria-hidden="true" className="h-4 w-4" />
                </button>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
