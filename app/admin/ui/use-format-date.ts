import { useTranslation } from "react-i18next";

/** Dates and times in the admin's language. */
export function useFormatDate() {
  const { i18n } = useTranslation();
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" });
  const dateTimes = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  const dateTimeSeconds = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "medium" });
  const times = new Intl.DateTimeFormat(i18n.language, { timeStyle: "short" });
  return {
    date: (iso: string) => dates.format(new Date(iso)),
    time: (iso: string) => times.format(new Date(iso)),
    dateTime: (iso: string) => dateTimes.format(new Date(iso)),
    /** To the second: two saves in one minute told apart (a post's history). */
    dateTimeSeconds: (iso: string) => dateTimeSeconds.format(new Date(iso)),
  };
}
