import type { ComponentType } from "react";
import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { FieldDescription, SubFieldDescription } from "./content-forms";
import { CheckboxField, ChoicesField } from "./fields/checkbox-fields";
import { type Control, type FieldProps, firstMessage, useFieldText } from "./fields/field-parts";
import { GalleryField, ImageField } from "./fields/image-fields";
import { LinesField } from "./fields/lines-field";
import { ObjectListField } from "./fields/object-list-field";
import { TeamField } from "./fields/team-field";
import {
  ColorField,
  MonthField,
  NumberField,
  RichTextField,
  SelectField,
  TextareaField,
  TextField,
} from "./fields/text-fields";

/** The component that edits each kind of control. */
const fieldComponents: { [C in Control]: ComponentType<FieldProps<C>> } = {
  text: TextField,
  textarea: TextareaField,
  richtext: RichTextField,
  month: MonthField,
  number: NumberField,
  select: SelectField,
  color: ColorField,
  lines: LinesField,
  checkbox: CheckboxField,
  choices: ChoicesField,
  image: ImageField,
  gallery: GalleryField,
  objects: ObjectListField,
  team: TeamField,
};

/**
 * One control of the content form, bound to `path` (`fields.icon`, `text.tr.title`): its
 * label, hint and translated message. `fallback` adds the hint that an empty translation
 * shows the English text.
 */
export function ContentField({
  field,
  path,
  fallback = false,
}: {
  field: FieldDescription | SubFieldDescription;
  path: string;
  fallback?: boolean;
}) {
  const { t } = useTranslation("admin");
  const {
    formState: { errors },
  } = useFormContext();
  const { label, hint: ownHint } = useFieldText(field.label ?? field.name);
  const hint = fallback && field.control !== "objects" ? t("content.form.fallbackHint") : ownHint;
  const Field = fieldComponents[field.control] as ComponentType<FieldProps>;
  return (
    <Field
      field={field}
      path={path}
      label={label}
      hint={hint}
      ownHint={ownHint}
      fallback={fallback}
      error={firstMessage(errors, path)}
    />
  );
}
