import type { TFunction } from "i18next";
import type { Kysely } from "kysely";
import type { Config } from "../server/config";
import type { DB } from "../server/db/schema";
import type { Language } from "./i18n/languages";

/** What the Express host hands every loader and action (server/app.ts builds it). */
export interface AppContext {
  db: Kysely<DB>;
  config: Config;
  language: Language;
  t: TFunction;
  nonce: string;
}

declare module "react-router" {
  interface AppLoadContext extends AppContext {}
}
