/**
 * The visitor behind a private page or a form post: their session (if any), their CSRF token, and
 * the cookies to send back. Public pages never get here: they are the same for everyone and are
 * cached as such; what is personal on them comes from the visitor endpoint after load.
 *
 * Every POST is checked here, before any action runs: a cross-site one is refused (403); a
 * same-origin one (by `Origin` or `Sec-Fetch-Site`) needs no token; one that shows neither header
 * nor token is answered with a page that asks to confirm it (see server/security/csrf.ts).
 */
import { createContext, type MiddlewareFunction } from "react-router";
import { checkCsrf, CSRF_FIELD } from "../../server/security/csrf";
import { cookieNames, readCookie, serializeCookie, type CookieNames } from "../../server/security/cookies";
import { newToken } from "../../server/security/tokens";
import type { SessionUser } from "../../server/accounts/sessions";
import { SESSION_ABSOLUTE_SECONDS } from "../../server/accounts/sessions";
import { DEVICE_COOKIE_SECONDS } from "../../server/accounts/trusted-devices";
import { appContext, pageContext } from "./contexts";
import { confirmPostPage } from "./confirm-post.server";

export interface Visitor {
  user: SessionUser | null;
  csrfToken: string;
  ip: string;
  cookies: CookieNames;
  /** Starts a session in this browser (after sign-in, sign-up, reset, password change). */
  startSession(token: string): void;
  endSession(): void;
  /** The session cookie's token, to end this session on sign-out. */
  sessionToken: string | null;
  /** The guest sample cart's cookie token, until an account takes the cart over. */
  guestCartToken: string | null;
  /** Clears the guest cart's cookie (its lines now belong to an account). */
  forgetGuestCart(): void;
  /** The device cookie's token: this browser signed in to an account before. */
  deviceToken: string | null;
  /** Keeps a new device token in this browser (after a sign-in). */
  trustDevice(token: string): void;
}
export const visitorContext = createContext<Visitor>();

export const resolveVisitor: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const page = pageOf(context);
  if (!page || (request.method !== "POST" && page.entry.cache === "public")) return next();
  const app = context.get(appContext);
  const names = cookieNames(page.origin);
  const header = request.headers.get("cookie");
  const outgoing: string[] = [];
  let csrfToken = readCookie(header, names.csrf);
  if (!csrfToken) {
    csrfToken = newToken();
    outgoing.push(serializeCookie(names.csrf, csrfToken, { httpOnly: false, secure: names.secure }));
  }

  if (request.method === "POST") {
    const form = await request.clone().formData().catch(() => null);
    const verdict = form ? checkCsrf(request.headers, form, page.origin, names.csrf) : "bad-token";
    if (verdict === "cross-site" || verdict === "bad-token") {
      app.securityLog("warn", "csrf.mismatch", { reason: verdict, path: new URL(request.url).pathname });
      return forbidden(page.t("form.error.csrf"));
    }
    if (verdict === "confirm") return withCookies(confirmPostPage(page, form!, csrfToken, CSRF_FIELD, app.stylesheets), outgoing);
  }

  const sessionToken = readCookie(header, names.session);
  const user = sessionToken ? await app.services.sessions(sessionToken, request.headers.get("user-agent")) : null;
  const visitor: Visitor = {
    user,
    csrfToken,
    ip: app.clientIp,
    cookies: names,
    sessionToken: user ? sessionToken : null,
    startSession(token) {
      outgoing.push(serializeCookie(names.session, token, { httpOnly: true, secure: names.secure, maxAge: SESSION_ABSOLUTE_SECONDS }));
      // A new session gets a new CSRF token too: one seen before sign-in is not trusted after it.
      outgoing.push(serializeCookie(names.csrf, newToken(), { httpOnly: false, secure: names.secure }));
    },
    endSession() {
      outgoing.push(serializeCookie(names.session, "", { httpOnly: true, secure: names.secure, maxAge: 0 }));
    },
    guestCartToken: readCookie(header, names.samples),
    forgetGuestCart() {
      visitor.guestCartToken = null;
      outgoing.push(serializeCookie(names.samples, "", { httpOnly: true, secure: names.secure, maxAge: 0 }));
    },
    deviceToken: readCookie(header, names.device),
    trustDevice(token) {
      outgoing.push(serializeCookie(names.device, token, { httpOnly: true, secure: names.secure, maxAge: DEVICE_COOKIE_SECONDS }));
    },
  };
  // A cookie that names no live session is cleared, so the browser stops sending it.
  if (sessionToken && !user) visitor.endSession();
  context.set(visitorContext, visitor);
  const response = await next();
  return withCookies(response, outgoing);
};

/** Unknown paths resolve no page: they only redirect to not-found. */
function pageOf(context: Parameters<MiddlewareFunction<Response>>[0]["context"]) {
  try {
    return context.get(pageContext);
  } catch {
    return null;
  }
}

function withCookies(response: Response, cookies: readonly string[]): Response {
  for (const cookie of cookies) response.headers.append("Set-Cookie", cookie);
  return response;
}

function forbidden(message: string): Response {
  return new Response(message, { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}
