import { ExternalLink, Eye, Monitor, PencilLine, Smartphone } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { readToken } from "~/admin/ui/api";
import { buttonStyles } from "~/admin/ui/buttons";
import { previewReadyMessage, previewValuesMessage } from "../../../common/page-preview";
import { propertyOf } from "../../../common/property-of";

/** The two widths staff check a page at: a phone's and a desktop's. */
export const previewWidths = { phone: 390, desktop: 1440 } as const;
type PreviewWidth = keyof typeof previewWidths;

/** How long typing pauses before the preview is drawn again. */
const redrawDelayMs = 300;

/**
 * The public page beside its editor, drawn by the site's own page from the unsaved values
 * (decision 061). `src` is a preview route (`/admin/preview…?lng=xx`, the tab's language)
 * in a frame; once it says it listens, it gets `body` with the session's token, and again
 * each time `body` changes (after a pause in typing). `body` null (values the page could not
 * show, such as a required field left empty) keeps the last drawing. The frame is laid out
 * at a phone's or a desktop's width and scaled to the pane.
 */
export function LivePreviewPane({
  src,
  body,
  encType,
  openInTab,
}: {
  src: string;
  body: Record<string, unknown> | null;
  encType: "application/json" | "application/x-www-form-urlencoded";
  /** Opens the same preview in a tab of its own. */
  openInTab?: () => void;
}) {
  const { t } = useTranslation("admin");
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<PreviewWidth>("desktop");
  const [boxSize, setBoxSize] = useState({ width: 0, height: 0 });
  const [ready, setReady] = useState(false);
  const latest = useRef(body);
  // Before the effects below, which send what it holds.
  useEffect(() => {
    latest.current = body;
  });

  const send = () => {
    const values = latest.current;
    const target = frame.current?.contentWindow;
    if (!values || !target) return;
    const withToken = { ...values, token: readToken() ?? "" };
    target.postMessage({ type: previewValuesMessage, body: withToken, encType }, window.location.origin);
  };

  // The frame says when it listens (after each load: a new language is a new address).
  useEffect(() => {
    const onMessage = (event: MessageEvent<unknown>) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if (propertyOf(event.data, "type") !== previewReadyMessage) return;
      setReady(true);
      send();
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  });

  const serialized = body && JSON.stringify(body);
  useEffect(() => {
    if (!ready || !serialized) return;
    const timer = window.setTimeout(send, redrawDelayMs);
    return () => window.clearTimeout(timer);
    // `send` reads the latest values; only a change of them (or readiness) redraws.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, serialized]);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setBoxSize({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const frameWidth = previewWidths[width];
  const scale = boxSize.width > 0 ? Math.min(1, boxSize.width / frameWidth) : 1;
  const toggleStyles = (active: boolean) =>
    `inline-flex items-center gap-1.5 rounded-md px-2.5 py-1.5 text-sm font-medium ${
      active
        ? "bg-white text-slate-900 shadow-sm dark:bg-slate-700 dark:text-white"
        : "text-slate-600 dark:text-slate-300"
    }`;

  return (
    <section
      aria-label={t("livePreview.title")}
      className="flex h-full min-h-[32rem] min-w-0 flex-col overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-3 py-2 dark:border-slate-700">
        <h2 className="text-sm font-semibold text-slate-900 dark:text-white">{t("livePreview.title")}</h2>
        <div className="flex items-center gap-2">
          <div
            role="group"
            aria-label={t("livePreview.width")}
            className="flex rounded-lg bg-slate-100 p-0.5 dark:bg-slate-800"
          >
            {(["phone", "desktop"] as const).map((choice) => {
              const Icon = choice === "phone" ? Smartphone : Monitor;
              return (
                <button
                  key={choice}
                  type="button"
                  aria-pressed={width === choice}
                  onClick={() => setWidth(choice)}
                  className={toggleStyles(width === choice)}
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {t(`livePreview.${choice}`)}
                </button>
              );
            })}
          </div>
          {openInTab && (
            <button
              type="button"
              onClick={openInTab}
              title={t("livePreview.openInTab")}
              className="inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">{t("livePreview.openInTab")}</span>
            </button>
          )}
        </div>
      </div>
      <div ref={box} className="relative flex-1 overflow-hidden bg-slate-100 dark:bg-slate-950">
        <iframe
          ref={frame}
          key={src}
          src={src}
          title={t("livePreview.frameTitle")}
          data-preview-width={frameWidth}
          className="absolute top-0 left-1/2 origin-top border-0 bg-white"
          style={{
            width: frameWidth,
            height: boxSize.height > 0 ? boxSize.height / scale : "100%",
            transform: `translateX(-50%) scale(${scale})`,
          }}
        />
      </div>
    </section>
  );
}

/** Shows the preview, or goes back to the form (`shown`): where the two take turns. */
export function PreviewToggle({ shown, onToggle, label }: { shown: boolean; onToggle: () => void; label: string }) {
  return (
    <button type="button" aria-pressed={shown} onClick={onToggle} className={buttonStyles.secondary}>
      {shown ? <PencilLine aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
      {label}
    </button>
  );
}
