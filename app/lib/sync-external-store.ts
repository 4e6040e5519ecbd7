// react-i18next imports the `use-sync-external-store` shim, which re-implements the hook
// for React before 18. React 19 has it built in; vite.config.ts points the shim here.
export { useSyncExternalStore } from "react";
