import type { PendingRender } from "./cache/page-cache.server";
import type { UserRow } from "./db/schema.server";

// What the host's middleware hands on to later middleware in `res.locals`, typed once here
// (Express's declaration merging) so no reader casts it back.
declare global {
  // Express declares its types in a namespace; merging requires one.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** The signed-in staff member, set by requireStaff/requireAdmin (server/auth). */
      user?: UserRow;
      /** The session the request's token belongs to: the device asking. */
      sessionId?: string;
      /** The page's script nonce, for its Content-Security-Policy (server/app.server.ts). */
      cspNonce?: string;
      /** Whether the page may connect to EmailJS (the admin chose EmailJS delivery). */
      connectEmailJs?: boolean;
      /** The answer goes out as stored compressed bytes: compression must leave it alone. */
      readyBytes?: boolean;
      /** The page this request renders for the page cache, which others wait for. */
      pendingRender?: PendingRender;
      /** Leaves the bound on requests in flight (server/load-shedding.server.ts). */
      leaveLoadBound?: () => void;
    }
  }
}
