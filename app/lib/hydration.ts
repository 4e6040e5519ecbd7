import { useEffect, useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False on the server and while hydrating, true once the page is interactive. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Marks `<html data-hydrated>` once React has hydrated the page and attached its handlers:
 * what browser tests wait for before they click, instead of guessing from network idle.
 * It lives in the root layout, which the server renders too: a component added beside the
 * router only on the client would shift every `useId` and break the server's ids.
 */
export function useHydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
}
