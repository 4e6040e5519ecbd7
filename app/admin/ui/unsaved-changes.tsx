import { type RefObject, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useBlocker } from "react-router";
import { ConfirmDialog } from "./dialog";

/**
 * Asks before leaving a form with unsaved changes: in the app (a dialog) and when the tab
 * closes (the browser's own question). `saved` is set by a save that leaves the page, so
 * that navigation is not stopped.
 */
export function UnsavedChangesGuard({ dirty, saved }: { dirty: boolean; saved?: RefObject<boolean> }) {
  const { t } = useTranslation("admin");
  // Refs, read when a navigation starts: that may be right after a save, before a re-render.
  const dirtyNow = useRef(dirty);
  useEffect(() => {
    dirtyNow.current = dirty;
  }, [dirty]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyNow.current && !saved?.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!saved?.current) event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty, saved]);

  return (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      title={t("posts.form.leaveTitle")}
      message={t("posts.form.leaveConfirm")}
      confirmLabel={t("posts.form.leave")}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
