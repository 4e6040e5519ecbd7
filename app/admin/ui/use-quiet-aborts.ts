import { useEffect } from "react";
import { isAbort } from "../../../common/contract/client";

/**
 * A request cut short on purpose is no failure: when a navigation overtakes a list still
 * loading, or the load a save started, the router aborts it, and a promise that nobody
 * awaits (a `navigate`, a revalidation) rejects with an AbortError. Those rejections are
 * not reported as errors; any other is.
 */
export function useQuietAborts() {
  useEffect(() => {
    const quiet = (event: PromiseRejectionEvent) => {
      if (isAbort(event.reason)) event.preventDefault();
    };
    window.addEventListener("unhandledrejection", quiet);
    return () => window.removeEventListener("unhandledrejection", quiet);
  }, []);
}
