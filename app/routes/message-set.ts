import type { Route } from "./+types/message-set";
import { resolveCatalogue } from "../../core/i18n/catalogues";
import { IMMUTABLE_FILE_CACHE, PUBLIC_PAGE_CACHE } from "../../core/routing/cache-headers";
import { LOCALES } from "../../core/regions/regions";
import { messageSetNamed } from "../i18n/page-messages";
import { messageSetRef, parseMessageSetFile } from "../i18n/message-sets.server";

/**
 * `/i18n/{locale}/{set}.{hash}.json`: a document's messages (decision 0041). The current content
 * is kept for a year; an address from before a deployment that changed the set gets today's
 * messages, kept briefly, which is the nearest thing to what its page asked for.
 */
export function loader({ params }: Route.LoaderArgs) {
  const locale = LOCALES.find((candidate) => candidate === params.locale);
  const file = parseMessageSetFile(params.file);
  const messages = locale && file ? messageSetNamed(resolveCatalogue(locale), locale, file.name) : null;
  if (!locale || !file || !messages) return Response.json({ error: "no such message set" }, { status: 404 });
  const current = messageSetRef(locale, file.name, messages).messageSet.endsWith(`.${file.hash}.json`);
  return Response.json(messages, { headers: { "Cache-Control": current ? IMMUTABLE_FILE_CACHE : PUBLIC_PAGE_CACHE } });
}
