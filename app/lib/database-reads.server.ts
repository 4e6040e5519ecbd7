import { data } from "react-router";
import { isDatabaseUnavailable } from "../../server/db/unavailable.server";

/**
 * Runs a page's database read; when the database cannot be reached or is too busy the page
 * answers 503 ("try again in a minute"; entry.server.tsx adds Retry-After), not 500:
 * nothing is wrong with the page.
 */
export async function readDatabase<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw data(null, { status: 503 });
    throw error;
  }
}
