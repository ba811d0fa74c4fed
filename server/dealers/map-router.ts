/**
 * `GET /{region}/contact/where-to-buy/map.svg?…`: the results map for the same query as the page
 * (same parameters, same ranking), drawn on the server. An <img> on the page, so the SVG is not
 * also carried in the page's data, and it works without JavaScript.
 */
import { Router } from "express";
import { parseDealerQuery } from "../../core/dealers/search-params";
import { resolveCatalogue } from "../../core/i18n/catalogues";
import { createTranslator } from "../../core/i18n/translate";
import { isRegion, resolveLocale } from "../../core/regions/regions";
import { brandsOffered, type DealerService } from "./dealer-service";
import { renderMapSvg } from "./map-svg";

export function createWhereToBuyMapRouter(dealers: DealerService): Router {
  const router = Router();
  router.get("/:region/contact/where-to-buy/map.svg", async (req, res, next) => {
    try {
      const region = req.params.region;
      if (!isRegion(region)) return void res.status(404).type("text/plain").send("Not found");
      const url = new URL(req.originalUrl, "http://localhost");
      const parsed = parseDealerQuery(url.searchParams, brandsOffered(region));
      if (!parsed.ok) return void res.status(400).type("text/plain").send(`Bad request: ${parsed.problem}`);
      const t = createTranslator(resolveLocale(region, url.searchParams.get("lang")), resolveCatalogue(resolveLocale(region, url.searchParams.get("lang"))));
      const search = await dealers.search(region, parsed.query);
      const markers = search.results.map((result, index) => ({ lat: result.partner.lat, lon: result.partner.lon, label: String(index + 1) }));
      const origin = search.origin?.kind === "place" ? search.origin.place : search.origin?.kind === "here" ? search.origin.point : null;
      const svg = renderMapSvg(markers, origin, { title: t("dealers.mapTitle"), description: t("dealers.mapDescription") });
      // A visitor's own location must not sit in a shared cache; partners change rarely.
      res.set("Cache-Control", parsed.query.here ? "private, max-age=300" : "public, max-age=300");
      res.type("image/svg+xml").send(svg);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
