import * as z from "zod/mini";
import { languageCodes } from "./languages";

/**
 * A site language, as every schema checks one: requests, answers and forms (a form shows
 * `validation.choice`). Apart from languages.ts, so what only needs the list loads no Zod.
 */
export const languageSchema = z.enum(languageCodes, { error: "validation.choice" });
