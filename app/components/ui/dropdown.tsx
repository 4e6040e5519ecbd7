import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";

interface DropdownProps {
  label: React.ReactNode;
  /** Accessible name when the visible label is not enough (an icon, a language code). */
  ariaLabel?: string;
  buttonClassName?: string;
  align?: "start" | "end";
  /** Told each time the panel opens (the bell marks what it lists as seen). */
  onOpen?: () => void;
  children: (close: () => void) => React.ReactNode;
}

/**
 * A disclosure button with a panel of links (the navigation pattern, not an ARIA menu):
 * Escape and a click or focus outside close it, and Escape returns focus to the button.
 */
export function Dropdown({ label, ariaLabel, buttonClassName = "", align = "start", onOpen, children }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape from the trigger or a menu item bubbles up here to close the menu
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={ariaLabel}
        onClick={() => {
          if (!open) onOpen?.();
          setOpen(!open);
        }}
        className={`inline-flex items-center gap-1 ${buttonClassName}`}
      >
        {label}
        <ChevronDown aria-hidden="true" className={`h-4 w-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={`absolute top-full z-50 mt-2 min-w-48 rounded-xl border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900 ${
          align === "end" ? "right-0" : "left-0"
        }`}
      >
        {children(close)}
      </div>
    </div>
  );
}
