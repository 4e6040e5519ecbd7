import { useCallback, useEffect, useRef, useState } from "react";
import type { AutosaveTarget } from "./new-drafts";

/** How long after the last keystroke the editor's fields are autosaved. */
export const autosaveDelayMs = 3_000;
/** How soon a failed autosave is tried again on its own (the Retry button does it at once). */
const retryDelayMs = 15_000;
/** Under the 64 KB browsers allow the bodies of all keepalive requests in flight together. */
const keepaliveLimit = 60_000;

export type AutosaveState =
  { status: "idle" } | { status: "saving" } | { status: "saved"; at: string } | { status: "failed" };

/**
 * Autosaves an editor's fields (decision 038) to `target`: a saved post's autosave revision,
 * or a new post's or content item's draft (decision 054); none for a translation not saved yet: `change` after
 * every edit, sent `autosaveDelayMs` after the last one; `saveNow` for Ctrl/Cmd+S and
 * Retry. Nothing typed is dropped: a failed save keeps the edit and tries again (on its
 * own, when the browser is back online, or on Retry), and a hidden tab sends what waits.
 */
export function useAutosave<Draft>(target: AutosaveTarget<Draft> | undefined) {
  const [state, setState] = useState<AutosaveState>({ status: "idle" });
  /** The latest fields, sent or not. */
  const latest = useRef<Draft | undefined>(undefined);
  /** The fields the server has (the post's, or the last autosave), as JSON. */
  const stored = useRef<string | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inFlight = useRef<Promise<void> | undefined>(undefined);

  /** The current `saveNow`, for timers set before it was made. */
  const saveLater = useRef<() => Promise<void>>(async () => {});

  const waiting = () => latest.current !== undefined && JSON.stringify(latest.current) !== stored.current;
  const schedule = useCallback((delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void saveLater.current(), delay);
  }, []);

  const saveNow = useCallback(
    async ({ leaving = false }: { leaving?: boolean } = {}): Promise<void> => {
      clearTimeout(timer.current);
      if (!target) return;
      // One save at a time; the one after it sends whatever is newest then.
      while (inFlight.current) await inFlight.current;
      if (!waiting()) return;
      const draft = latest.current!;
      const json = JSON.stringify(draft);
      setState({ status: "saving" });
      let saved = false;
      // A request that outlives the page (keepalive) may carry at most 64 KB.
      inFlight.current = target.save(draft, leaving && json.length < keepaliveLimit).then(
        (at) => {
          stored.current = json;
          saved = true;
          setState({ status: "saved", at });
        },
        () => setState({ status: "failed" }),
      );
      await inFlight.current;
      inFlight.current = undefined;
      // Edits made meanwhile go in the next save; a failed one is tried again later.
      if (!saved) schedule(retryDelayMs);
      else if (waiting()) schedule(autosaveDelayMs);
    },
    [target, schedule],
  );
  useEffect(() => {
    saveLater.current = saveNow;
  }, [saveNow]);

  /** The fields the server already has: nothing is sent until they change. */
  const settle = useCallback((draft: Draft, savedAt?: string) => {
    clearTimeout(timer.current);
    latest.current = draft;
    stored.current = JSON.stringify(draft);
    setState(savedAt ? { status: "saved", at: savedAt } : { status: "idle" });
  }, []);

  const change = useCallback(
    (draft: Draft) => {
      latest.current = draft;
      clearTimeout(timer.current);
      if (target && waiting()) schedule(autosaveDelayMs);
    },
    [target, schedule],
  );

  /**
   * Stops a save that is waiting (the post itself is being saved) and resolves once none is
   * on its way, so that a late autosave never lands after the save.
   */
  const cancel = useCallback(async () => {
    clearTimeout(timer.current);
    latest.current = undefined;
    while (inFlight.current) await inFlight.current;
  }, []);

  useEffect(() => {
    const sendWaiting = () => {
      if (waiting()) void saveNow({ leaving: document.visibilityState === "hidden" });
    };
    const onHidden = () => document.visibilityState === "hidden" && sendWaiting();
    window.addEventListener("online", sendWaiting);
    document.addEventListener("visibilitychange", onHidden);
    return () => {
      window.removeEventListener("online", sendWaiting);
      document.removeEventListener("visibilitychange", onHidden);
      clearTimeout(timer.current);
    };
  }, [saveNow]);

  return { state, change, saveNow, settle, cancel };
}
