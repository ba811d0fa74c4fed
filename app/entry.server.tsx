/**
 * Server rendering: streams HTML to browsers, waits for the whole document for crawlers, and puts
 * the request's CSP nonce on every script React Router emits, and writes the document compactly
 * (server/http/compact-document.ts).
 */
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { appContext, requestFaultsContext } from "../server/http/app-context";
import { isDatabaseUnavailable } from "../server/db/database-faults";
import { compactDocument } from "../server/http/compact-document";
import { NonceProvider } from "./ui/nonce";
import { ServerOnlyProvider } from "./ui/ServerSection";
import { localeContext } from "./routing/contexts";

export const streamTimeout = 5_000;

/**
 * A loader or action failed. A database outage is expected and logged once by the database layer,
 * so it is only noted for the HTTP layer (503 with Retry-After: server/http/page-handler.ts); any
 * other error is logged as React Router would.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isDatabaseUnavailable(error)) {
    (context as RouterContextProvider).get(requestFaultsContext).databaseUnavailable = true;
    return;
  }
  console.error(error);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const app = loadContext.get(appContext);
  const nonce = app.cspNonce;
  const serverOnly = { store: app.serverOnly, catalogue: localeCatalogue(loadContext) };
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const waitForAll = isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode;
    const readyEvent = waitForAll ? "onAllReady" : "onShellReady";
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerOnlyProvider value={serverOnly}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </ServerOnlyProvider>
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = compactDocument();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors during the shell are reported by onShellError; later ones are logged here.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}

/** The request's whole message catalogue, when the root middleware resolved one (not for a request it never saw). */
function localeCatalogue(loadContext: RouterContextProvider) {
  try {
    return loadContext.get(localeContext).catalogue;
  } catch {
    return null;
  }
}
