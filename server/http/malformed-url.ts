import type { RequestHandler } from "express";
import { isRegion } from "../../core/regions/regions";
import { notFoundPath } from "../../core/routing/region-path";

/**
 * A path that is not valid percent-encoding cannot name any page: send it to the not-found page of
 * its region instead of letting the router fail on it.
 */
export function malformedUrlGuard(): RequestHandler {
  return (req, res, next) => {
    try {
      decodeURIComponent(req.path);
      next();
    } catch {
      const first = req.path.split("/")[1];
      res.redirect(302, notFoundPath(isRegion(first) ? first : "gl"));
    }
  };
}
