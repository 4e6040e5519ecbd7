import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of this response, for the few inline scripts the
 * server renders. Browsers hide nonce attributes from scripts, so the client reads "".
 */
export const NonceContext = createContext("");

export function useNonce(): string {
  return useContext(NonceContext);
}
