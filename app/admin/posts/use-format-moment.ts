import { useTranslation } from "react-i18next";

/** A moment as the agency's clocks show it, in the admin's language, naming the zone ("5 Jan 2027, 09:30 GMT+4"). */
export function useFormatMoment(timeZone: string) {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, {
    timeZone,
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZoneName: "short",
  });
  return (iso: string) => format.format(new Date(iso));
}
