import { X } from "lucide-react";
import { useEffect, useRef } from "react";

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  children: React.ReactNode;
  /** Extra classes for the dialog box (width). */
  className?: string;
  /** In the middle of the screen, or a sheet along the right edge at full height (a drawer). */
  placement?: "center" | "side";
}

const placements = {
  center: "m-auto w-[calc(100%-2rem)] rounded-2xl",
  side: "my-0 mr-0 ml-auto h-dvh max-h-dvh w-full rounded-none sm:rounded-l-2xl",
};

/**
 * A modal built on <dialog>: the browser traps focus inside and closes it on Escape;
 * a click on the backdrop or the close button closes it too, and focus goes back to
 * whatever opened it.
 */
export function Modal({
  open,
  onClose,
  title,
  closeLabel,
  children,
  className = "max-w-lg",
  placement = "center",
}: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // Tab and Shift+Tab cycle within the dialog instead of leaving for the browser's own controls.
  const keepFocusInside = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(focusableSelector)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const handleClose = () => {
    onClose();
    opener.current?.focus();
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Tab wrapping and backdrop clicks; keyboard users close with Escape or the close button
    <dialog
      ref={dialogRef}
      // Named by its title's text, not by the heading's id: in an island (decision 072) the
      // heading, drawn only once something is chosen, gets an id the server's page never had.
      aria-label={title || undefined}
      onClose={handleClose}
      onKeyDown={keepFocusInside}
      // The dialog box is covered by its panel, so a click whose target is the dialog itself landed on the backdrop.
      onClick={(event) => event.target === event.currentTarget && dialogRef.current?.close()}
      className={`${placements[placement]} bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-slate-950/60 dark:bg-slate-900 dark:text-slate-200 ${className}`}
    >
      <div className="p-6 sm:p-8">
        <div className="flex items-start justify-between gap-4">
          {/* No empty heading in the page while nothing is chosen. */}
          {title ? <h2 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h2> : null}
          <button
            type="button"
            aria-label={closeLabel}
            onClick={() => dialogRef.current?.close()}
            className="-mt-1 -mr-2 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </button>
        </div>
        {open ? children : null}
      </div>
    </dialog>
  );
}
