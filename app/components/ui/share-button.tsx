import { Share2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

interface ShareButtonProps {
  /** Defaults to "Share"; a service page says "Share Service". */
  label?: string;
  title: string;
  text: string;
  /** Defaults to the current address. */
  url?: string;
  className?: string;
}

/**
 * The spec's share button: the browser's share sheet with title, text and address; where
 * there is none, the link is copied and a short message says so. A failure is only
 * logged (the spec); a share sheet the visitor closes is not a failure.
 */
export function ShareButton({ label, title, text, url, className = "" }: ShareButtonProps) {
  const { t } = useTranslation();
  const [status, setStatus] = useState("");

  useEffect(() => {
    if (!status) return;
    const timer = setTimeout(() => setStatus(""), 4000);
    return () => clearTimeout(timer);
  }, [status]);

  async function share() {
    const address = url ?? window.location.href;
    try {
      if (typeof navigator.share === "function") {
        await navigator.share({ title, text, url: address });
      } else {
        await navigator.clipboard.writeText(address);
        setStatus(t("share.copied"));
      }
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
      console.error("Sharing failed", error);
    }
  }

  return (
    <span className="inline-flex flex-wrap items-center gap-3">
      <button
        type="button"
        onClick={share}
        className={`inline-flex items-center gap-2 rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800 ${className}`}
      >
        <Share2 aria-hidden="true" className="size-4" />
        {label ?? t("share.label")}
      </button>
      <span role="status" className="text-sm text-slate-600 dark:text-slate-400">
        {status}
      </span>
    </span>
  );
}
