/**
 * `GET /{region}/api/visitor`: what is personal about the visitor, for the script of public pages
 * (which are cached for everyone and so carry nothing personal): signed in or not, their likes,
 * and the CSRF token their forms send. Never cached; sets the CSRF cookie when it is missing.
 */
import express, { type Router } from "express";
import { isRegion } from "../../core/regions/regions";
import type { SessionUser } from "../accounts/sessions";
import type { LikesService } from "../likes/likes-service";
import type { SampleCartStore } from "../samples/cart-store";
import { cookieNames, readCookie, serializeCookie } from "../security/cookies";
import { newToken } from "../security/tokens";

export interface VisitorRouteOptions {
  sessions: (token: string, userAgent?: string | null) => Promise<SessionUser | null>;
  likes: LikesService;
  /** The sample cart's count for the header (absent in tests without samples). */
  samples?: SampleCartStore;
  publicOrigin: string | null;
}

export function createVisitorRouter(options: VisitorRouteOptions): Router {
  const router = express.Router({ mergeParams: true });
  router.get("/", async (req, res, next) => {
    try {
      if (!isRegion(String((req.params as { region?: string }).region))) return void res.status(404).set("Cache-Control", "no-store").json({ error: "unknown region" });
      const origin = options.publicOrigin ?? `${req.protocol}://${req.get("host")}`;
      const names = cookieNames(origin);
      let csrf = readCookie(req.headers.cookie, names.csrf);
      if (!csrf) {
        csrf = newToken();
        res.append("Set-Cookie", serializeCookie(names.csrf, csrf, { httpOnly: false, secure: names.secure }));
      }
      const token = readCookie(req.headers.cookie, names.session);
      const user = token ? await options.sessions(token, req.get("user-agent")) : null;
      const likes = user ? await options.likes.list(user.id) : [];
      const guestCart = readCookie(req.headers.cookie, names.samples);
      const samples = options.samples ? await options.samples.count(user ? { userId: user.id } : { guestToken: guestCart }) : 0;
      res.set("Cache-Control", "private, no-store").json({ signedIn: Boolean(user), name: user?.name ?? null, likes, samples, csrf });
    } catch (error) {
      next(error);
    }
  });
  return router;
}
