import { Eye } from "lucide-react";
import { useCallback, useEffect, useRef, useSyncExternalStore } from "react";
import { useFetcher } from "react-router";
import { previewReadyMessage, previewValuesMessage } from "../../../common/page-preview";

// The preview routes' side of the live preview (decision 061). The editor beside the frame
// answers the frame's "ready" with the unsaved values and sends them again as staff type;
// the frame posts them to its own route's action (the server draws the page with its own
// loader and components) and shows the answer. Only the preview routes import this, so no
// public page loads it.

/** What the editor sends: the action's body and how it is encoded. */
export interface PreviewValues {
  type: typeof previewValuesMessage;
  body: Record<string, string> | Record<string, unknown>;
  encType: "application/json" | "application/x-www-form-urlencoded";
}

/**
 * The latest preview drawn from the editor's values (the previous one stays while the next
 * is on its way, so the frame never blinks), and whether one was asked for at all.
 */
export function useLivePreviewValues<T>() {
  const fetcher = useFetcher<T>();
  const { submit, state } = fetcher;
  // One drawing at a time: values that arrive while one is drawn wait, and only the latest
  // of them is drawn next. Submitting over a running one would abort its answer mid-stream
  // (and waste the server's work); the same values twice are drawn once.
  const drawing = useRef(false);
  const waiting = useRef<PreviewValues | null>(null);
  const lastDrawn = useRef("");
  const draw = useCallback(
    (message: PreviewValues) => {
      const key = message.encType + JSON.stringify(message.body);
      if (key === lastDrawn.current) return;
      lastDrawn.current = key;
      drawing.current = true;
      void submit(message.body as never, { method: "post", encType: message.encType });
    },
    [submit],
  );
  useEffect(() => {
    if (state !== "idle") return;
    drawing.current = false;
    const next = waiting.current;
    waiting.current = null;
    if (next) draw(next);
  }, [state, draw]);
  useEffect(() => {
    if (window.parent === window) return;
    const receive = (event: MessageEvent<unknown>) => {
      // Only the editor that framed this page, on this site, may fill it.
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      const message = event.data as Partial<PreviewValues> | null;
      if (message?.type !== previewValuesMessage || !message.body || !message.encType) return;
      if (drawing.current) waiting.current = message as PreviewValues;
      else draw(message as PreviewValues);
    };
    window.addEventListener("message", receive);
    window.parent.postMessage({ type: previewReadyMessage }, window.location.origin);
    return () => window.removeEventListener("message", receive);
  }, [draw]);
  // False while hydrating, as on the server, then whether the page is in a frame.
  const framed = useSyncExternalStore(
    noChanges,
    () => window.parent !== window,
    () => false,
  );
  return { value: fetcher.data, framed };
}

const noChanges = () => () => {};

/** The line over a preview saying that nothing shown is saved (`text`: the post's or a page's words). */
export function PreviewBanner({ text }: { text: string }) {
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-900"
    >
      <Eye aria-hidden="true" className="size-4 shrink-0" />
      {text}
    </p>
  );
}

export function PreviewMessage({ text }: { text: string }) {
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center">
      <p role="alert" className="text-lg text-slate-700 dark:text-slate-300">
        {text}
      </p>
    </section>
  );
}
