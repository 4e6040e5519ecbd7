interface ImportMetaEnv {
  /** True in the islands' build only (vite.islands.config.ts): Preact hydrates there. */
  readonly ISLANDS?: boolean;
}
