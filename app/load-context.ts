import type { TFunction } from "i18next";
import type { Kysely } from "kysely";
import { createContext } from "react-router";
import type { Config } from "../server/config";
import type { DB } from "../server/db/schema";
import type { Language } from "./i18n/languages";

/** What the Express host gives every loader and action (server/main.ts builds it per request). */
export interface AppContext {
  db: Kysely<DB>;
  config: Config;
  language: Language;
  t: TFunction;
  nonce: string;
}

/** Read in loaders as `context.get(appContext)` (React Router's typed router context). */
export const appContext = createContext<AppContext>();
