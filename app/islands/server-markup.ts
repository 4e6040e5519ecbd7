/**
 * Whether a part of an island keeps the markup the server rendered instead of being
 * hydrated (decision 075): in the islands' build only, while `changed` is false; once true,
 * `changed` must stay true (a menu once opened, data once navigated). Meanwhile the part
 * renders its element with `dangerouslySetInnerHTML={serverMarkup}`, whose markup Preact
 * adopts as it is while hydrating: a closed menu's contents or a list of cards cost a phone
 * no hydration until they change. Under React (the server, and the pages React Router
 * draws) the part is always drawn.
 */
export function keepsServerMarkup(changed: boolean): boolean {
  return import.meta.env.ISLANDS === true && !changed;
}

/** A kept part's inner HTML: nothing of its own, since Preact does not set it while hydrating. */
export const serverMarkup = { __html: "" };
