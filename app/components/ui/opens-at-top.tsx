import { useEffect } from "react";

/**
 * Scrolls the page to its top once it is shown, even when the browser arrived with a scroll
 * position to restore (the spec asks it of the references page). Draws nothing.
 */
export function OpensAtTop() {
  // A block body: scrollTo returns a promise in newer browsers, which React would call as a clean-up.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return null;
}
