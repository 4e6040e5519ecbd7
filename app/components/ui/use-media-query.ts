import { useSyncExternalStore } from "react";

/**
 * Whether a media query matches, kept up to date. False on the server and during
 * hydration, so pages render their narrow-screen semantics first (CSS does the layout).
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
