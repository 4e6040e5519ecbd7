import type { TFunction } from "i18next";
import type { CsvColumn } from "~/admin/ui/csv";
import type { Redirect } from "../../../common/redirect";

/**
 * The download's columns: the import reads the first four back (source, target, match,
 * status) under these English headers, whatever the admin's language.
 */
export function redirectCsvColumns(t: TFunction<"admin">): CsvColumn<Redirect>[] {
  return [
    { header: "source", value: (redirect) => redirect.source },
    { header: "target", value: (redirect) => redirect.target },
    { header: "match", value: (redirect) => redirect.match },
    { header: "status", value: (redirect) => String(redirect.status) },
    { header: "origin", value: (redirect) => t(`redirects.origins.${redirect.origin}`) },
    { header: "hits", value: (redirect) => String(redirect.hits) },
    { header: "lastHitAt", value: (redirect) => redirect.lastHitAt ?? "" },
  ];
}
