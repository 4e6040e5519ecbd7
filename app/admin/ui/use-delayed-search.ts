import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigation } from "react-router";

/** How long typing must pause before a search reaches the address. */
export const searchDelayMs = 300;

/**
 * A search field whose text reaches the address once typing pauses. Leaving the screen
 * cancels the pending update: the Edit link clicked while it waited wins, and the search
 * never fires on the screen that opened (issue 41: typing then clicking Edit within a
 * second sent the editor back to the list, or to `/admin/posts/edit/ID?q=`).
 *
 * A click on a link to another screen cancels it at once: the router may still be finding
 * the new screen's code then, before it reports a navigation. A navigation it reports
 * (a link, a redirect, the browser's Back) cancels it too.
 */
export function useDelayedSearch(searched: string, apply: (text: string) => void) {
  const [text, setText] = useState(searched);
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const leaving = navigation.state !== "idle" && navigation.location.pathname !== pathname;
  const applyNow = useRef(apply);
  useEffect(() => {
    applyNow.current = apply;
  });

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === searched || leaving) return;
    const timer = setTimeout(() => {
      if (window.location.pathname === pathname) applyNow.current(wanted);
    }, searchDelayMs);
    const cancelOnLeave = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      // A link opened in another tab leaves nothing here.
      const here = !(event.ctrlKey || event.metaKey || event.shiftKey) && link?.getAttribute("target") !== "_blank";
      if (link instanceof HTMLAnchorElement && here && new URL(link.href).pathname !== pathname) clearTimeout(timer);
    };
    document.addEventListener("click", cancelOnLeave, { capture: true });
    return () => {
      clearTimeout(timer);
      document.removeEventListener("click", cancelOnLeave, { capture: true });
    };
  }, [text, searched, leaving, pathname]);

  return [text, setText] as const;
}
