import { Share2 } from "lucide-react";
import { useState } from "react";

interface ShareButtonProps {
  label: string;
  /** Said once the address was copied because the browser cannot share. */
  copiedMessage: string;
  title: string;
  text: string;
  className?: string;
}

/**
 * Shares the current page with the browser's share sheet; where there is none, copies
 * the address and says so. A failure (or the visitor cancelling) is only logged.
 */
export function ShareButton({ label, copiedMessage, title, text, className = "" }: ShareButtonProps) {
  const [status, setStatus] = useState("");
  const share = async () => {
    const url = window.location.href;
    try {
      if (navigator.share) {
        await navigator.share({ title, text, url });
      } else {
        await navigator.clipboard.writeText(url);
        setStatus(copiedMessage);
      }
    } catch (error) {
      console.warn("Sharing failed", error);
    }
  };
  return (
    <>
      <button type="button" onClick={share} className={className}>
        <Share2 aria-hidden="true" className="h-5 w-5" />
        {label}
      </button>
      <span role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
        {status}
      </span>
    </>
  );
}
