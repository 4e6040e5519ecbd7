import { useTranslation } from "react-i18next";

/** Dates in the admin's language. */
export function useFormatDate() {
  const { i18n } = useTranslation();
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" });
  const dateTimes = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  return {
    date: (iso: string) => dates.format(new Date(iso)),
    dateTime: (iso: string) => dateTimes.format(new Date(iso)),
  };
}
