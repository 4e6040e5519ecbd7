import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { createServerI18n } from "../server/i18n.server";
import { NonceContext } from "./lib/nonce";
import { appContext } from "../server/load-context.server";
import { databaseRetryAfter } from "../server/db/unavailable.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { language, nonce } = loadContext.get(appContext);
  // A page answers 503 only when the database is away or busy (readDatabase). The headers
  // a loader throws with its 503 stop at the error boundary's route: the one value is set here.
  if (responseStatusCode === 503) responseHeaders.set("Retry-After", databaseRetryAfter);
  const i18n = createServerI18n(language);
  const userAgent = request.headers.get("user-agent");
  // Crawlers get the whole document at once; people get the shell as soon as it is ready.
  const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <I18nextProvider i18n={i18n}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </I18nextProvider>
      </NonceContext.Provider>,
      {
        nonce: nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    const timeoutId = setTimeout(abort, streamTimeout + 1000);
  });
}
