import type { RequestHandler } from "express";
import { isRegion } from "../../core/regions/regions";
import { notFoundPath } from "../../core/routing/region-path";

/** Control characters (CR, LF, NUL…) once decoded: no page name holds one. */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/**
 * A path that is not valid percent-encoding, or that decodes to control characters, cannot name
 * any page: send it to the not-found page of its region instead of letting the router fail on it
 * (its route patterns do not match across a decoded line break, and its own 404 names the URL).
 */
export function malformedUrlGuard(): RequestHandler {
  return (req, res, next) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(req.path);
    } catch {
      decoded = "\u0000";
    }
    if (!CONTROL_CHARACTERS.test(decoded)) return next();
    const first = req.path.split("/")[1];
    res.redirect(302, notFoundPath(isRegion(first) ? first : "gl"));
  };
}
