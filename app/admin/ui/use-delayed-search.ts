import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigation } from "react-router";

/** How long typing must pause before a search reaches the address. */
export const searchDelayMs = 300;

/**
 * A search field whose text reaches the address once typing pauses. A navigation to
 * another screen cancels the pending update: the Edit link clicked while it waited wins,
 * and the search never fires on the screen that opened (issue 41: typing then clicking
 * Edit within a second sent the editor back to the list, or to `/admin/posts/edit/ID?q=`).
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

  // A navigation that starts clears the timer (this effect's cleanup) and sets none; the
  // check of the address when it fires covers a screen left before this renders again.
  useEffect(() => {
    const wanted = text.trim();
    if (wanted === searched || leaving) return;
    const timer = setTimeout(() => {
      if (window.location.pathname === pathname) applyNow.current(wanted);
    }, searchDelayMs);
    return () => clearTimeout(timer);
  }, [text, searched, leaving, pathname]);

  return [text, setText] as const;
}
