import type { TFunction } from "i18next";
import { isLanguage } from "../../../common/i18n/languages";
import type { ImportReportLine } from "../../../common/import";

// The report's details are the server's codes and short English reasons (decision 059); the
// screen says them in the admin's language. What it does not know (an HTTP error, an
// address, an e-mail) is shown as sent.

/** The reader's notes, `code:value`, by code. */
const noteKeys: Record<string, string> = {
  shortcode: "imports.notes.shortcode",
  card: "imports.notes.card",
  atom: "imports.notes.atom",
  "internal-tag": "imports.notes.internalTag",
  language: "imports.notes.language",
};

/** The fixed reasons the import writes. */
const detailKeys: Record<string, string> = {
  draft: "imports.details.draft",
  scheduled: "imports.details.scheduled",
  "not an address": "imports.details.notAnAddress",
  "not fetched": "imports.details.notFetched",
  "this site's own page": "imports.details.ownPage",
  "attachment not in the file": "imports.details.attachmentMissing",
};

export function reportDetail(line: ImportReportLine, t: TFunction<"admin">): string {
  const { detail } = line;
  if (line.outcome === "note") {
    if (detail === "status:private") return t("imports.notes.statusPrivate");
    if (detail === "status:sent") return t("imports.notes.statusSent");
    const colon = detail.indexOf(":");
    const key = colon > 0 ? noteKeys[detail.slice(0, colon)] : undefined;
    return key ? t(key, { value: detail.slice(colon + 1) }) : detail;
  }
  if (isLanguage(detail)) return t("imports.details.language", { language: t(`languageNames.${detail}`) });
  const exists = /^translation exists: (\w+)$/.exec(detail)?.[1];
  if (exists && isLanguage(exists))
    return t("imports.details.translationExists", { language: t(`languageNames.${exists}`) });
  const key = detailKeys[detail];
  return key ? t(key) : detail;
}
