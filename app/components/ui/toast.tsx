import { CircleAlert, CircleCheck, X } from "lucide-react";
import { useSyncExternalStore } from "react";
import { Spinner } from "./spinner";

type ToastKind = "loading" | "success" | "error";

/** A button in the toast (Undo): clicking it runs `onClick` and closes the toast. */
interface ToastAction {
  label: string;
  onClick: () => void;
}

interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  action?: ToastAction;
}

type ToastOptions = { id?: number; durationMs?: number; action?: ToastAction };

/** The spec's toast limits: success 2 s and error 4 s unless told otherwise, at most 20 shown. */
const defaultDuration: Record<ToastKind, number | undefined> = { loading: undefined, success: 2000, error: 4000 };
const maxToasts = 20;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, number>();
const noToasts: Toast[] = [];

function publish(next: Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function dismiss(id: number) {
  window.clearTimeout(timers.get(id));
  timers.delete(id);
  publish(toasts.filter((toast) => toast.id !== id));
}

/** Shows a toast, or turns toast `id` (a loading one) into this one in place. */
function show(kind: ToastKind, message: string, options: ToastOptions = {}): number {
  const id = options.id ?? nextId++;
  const toast = { id, kind, message, action: options.action };
  const replaced = toasts.some((existing) => existing.id === id);
  publish(
    replaced ? toasts.map((existing) => (existing.id === id ? toast : existing)) : [...toasts, toast].slice(-maxToasts),
  );
  window.clearTimeout(timers.get(id));
  const duration = options.durationMs ?? defaultDuration[kind];
  if (duration !== undefined)
    timers.set(
      id,
      window.setTimeout(() => dismiss(id), duration),
    );
  return id;
}

/** A few lines instead of a toast library: loading, success and error toasts. */
export const toast = {
  loading: (message: string) => show("loading", message),
  success: (message: string, options?: ToastOptions) => show("success", message, options),
  error: (message: string, options?: ToastOptions) => show("error", message, options),
  dismiss,
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const styles: Record<ToastKind, string> = {
  loading: "border-slate-200 dark:border-slate-700",
  success: "border-emerald-300 dark:border-emerald-700",
  error: "border-red-300 dark:border-red-700",
};

/** Where toasts appear (top centre); success and loading are announced politely, errors at once. */
export function Toaster({ closeLabel }: { closeLabel: string }) {
  const shown = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => noToasts,
  );
  return (
    <div className="pointer-events-none fixed inset-x-0 top-20 z-50 flex flex-col items-center gap-2 px-4">
      {shown.map((item) => (
        <div
          key={item.id}
          role={item.kind === "error" ? "alert" : "status"}
          data-kind={item.kind}
          className={`pointer-events-auto flex w-full max-w-sm items-center gap-3 rounded-xl border bg-white px-4 py-3 text-slate-900 shadow-lg dark:bg-slate-900 dark:text-white ${styles[item.kind]}`}
        >
          {item.kind === "loading" && <Spinner />}
          {item.kind === "success" && (
            <CircleCheck aria-hidden="true" data-icon="check" className="h-5 w-5 shrink-0 text-emerald-600" />
          )}
          {item.kind === "error" && <CircleAlert aria-hidden="true" className="h-5 w-5 shrink-0 text-red-600" />}
          <p className="flex-1 text-sm font-medium">{item.message}</p>
          {item.action && (
            <button
              type="button"
              onClick={() => {
                dismiss(item.id);
                item.action!.onClick();
              }}
              className="shrink-0 rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 underline hover:bg-slate-100 dark:text-brand-100 dark:hover:bg-slate-800"
            >
              {item.action.label}
            </button>
          )}
          <button
            type="button"
            aria-label={closeLabel}
            onClick={() => dismiss(item.id)}
            className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-lg hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
      ))}
    </div>
  );
}
