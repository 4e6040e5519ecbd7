import type { TFunction } from "i18next";
import type { CsvColumn } from "./csv";
import { leadOriginFields, leadOriginText } from "../../../common/lead-story";
import type { LeadOrigin } from "../../../common/traffic";

/** A lead's story as columns: one per part of its origin, empty where none was recorded. */
export const originColumns = <T extends { origin?: LeadOrigin | null }>(t: TFunction<"admin">): CsvColumn<T>[] =>
  leadOriginFields.map((field) => ({
    header: t(`leadStory.origin.${field}`),
    value: (row) =>
      row.origin ? leadOriginText(row.origin, field, (channel) => t(`traffic.attribution.channel.${channel}`)) : "",
  }));
