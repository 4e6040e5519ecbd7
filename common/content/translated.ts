// Text in the four site languages, English required: how a visitor's language is served
// (field by field, falling back to English) and how the admin tells what is missing.
// Decision 019.
import { fallbackLanguage, type Language, languageCodes } from "../i18n/languages";

/** One item's text: English complete, every other language possibly partial. */
export type TranslatedText<Text> = { en: Text } & { [language in Exclude<Language, "en">]?: Partial<Text> };

/** A field counts as written when it holds something: "" and [] are left empty. */
export function isWritten(value: unknown): boolean {
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.length > 0;
  return value !== undefined && value !== null;
}

/** The text a visitor in `language` reads: each field in that language, else in English. */
export function localize<Text extends object>(text: TranslatedText<Text>, language: Language): Text {
  const translation = (language === fallbackLanguage ? undefined : text[language]) as Partial<Text> | undefined;
  if (!translation) return text.en;
  const localized = { ...text.en };
  for (const field of Object.keys(text.en) as (keyof Text)[]) {
    if (isWritten(translation[field])) localized[field] = translation[field] as Text[keyof Text];
  }
  return localized;
}

/** The languages in which some field written in English is still empty. */
export function missingLanguages<Text extends object>(text: TranslatedText<Text>): Language[] {
  const written = (Object.keys(text.en) as (keyof Text)[]).filter((field) => isWritten(text.en[field]));
  return languageCodes.filter((language) => {
    if (language === fallbackLanguage) return false;
    const translation = text[language] as Partial<Text> | undefined;
    return written.some((field) => !isWritten(translation?.[field]));
  });
}

/** Drops empty fields, so a blank translation is stored as missing rather than as "". */
export function withoutEmptyFields(value: unknown): unknown {
  if (!value || typeof value !== "object" || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([, field]) => isWritten(field)));
}
