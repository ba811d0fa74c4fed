/**
 * What every manifest page's loader returns about the page itself: its heading, head, the way
 * into its category's finder, and the messages its components use.
 */
import { isMessageKey } from "../../core/i18n/catalogues";
import { finderEntryFor, finderPathFor } from "../../core/routing/manifest";
import type { RouteEntry } from "../../core/routing/manifest-types";
import { descriptionKey, titleKey } from "../../core/routing/page-title";
import { pageMessageSet } from "../i18n/page-messages";
import { sendMessages } from "../i18n/message-sets.server";
import type { SentMessages } from "../i18n/message-sets";
import type { ResolvedPage } from "./contexts";
import { pageHead, type HeadOptions, type PageHead } from "./page-head.server";

export interface PageData {
  kind: RouteEntry["kind"];
  family: RouteEntry["family"] | null;
  pageType: RouteEntry["pageType"] | null;
  heading: string;
  head: PageHead;
  /**
   * The finder this page leads into, for "Explore collection" and breadcrumbs: a type or application
   * landing's own sub-finder, else the category's finder in this region; null when there is none.
   */
  finderPath: string | null;
  finderHeading: string | null;
  messages: SentMessages;
}

export function pageData(page: ResolvedPage, options: Partial<HeadOptions> = {}): PageData {
  const { entry, location, t } = page;
  const name = segmentName(page);
  const heading = options.heading ?? t(titleKey(entry), { name });
  const description = options.description ?? describe(page, name);
  return {
    kind: entry.kind,
    family: entry.family ?? null,
    pageType: entry.pageType ?? null,
    heading,
    head: pageHead(page, { ...options, heading, description }),
    finderPath: entry.explores ?? finderPathFor(entry.family, location.region),
    finderHeading: finderHeading(page),
    messages: sendMessages(page.documentRequest, page.locale, pageMessageSet(page.catalogue, entry.kind, page.documentRequest)),
  };
}

/**
 * The heading a page's title code gives it, without the collection its path names: a collection
 * view of a VIZUON application's finder is headed by its collection, and names the application's
 * finder ("VIZUON Finder: Architecture") beside it.
 */
export function headingWithoutCollection(page: ResolvedPage): string {
  const { collectionName: _named, ...rest } = page;
  return page.t(titleKey(page.entry), { name: segmentName(rest) });
}

/** The page's meta description: every title code has one (checked by the compiler). */
function describe(page: ResolvedPage, name: string): string {
  return page.t(descriptionKey(page.entry), { name });
}

/**
 * The readable name of the page's dynamic segment (application, flooring type or collection): the
 * catalogue collection the path names, else a translated segment name. Never the URL's own text,
 * which anyone can make say anything.
 */
function segmentName({ params, location, t, collectionName }: ResolvedPage): string {
  if (collectionName) return collectionName;
  return namedSegment(params.main_collection_name ?? params.category_name, location.pagePath, t);
}

function namedSegment(named: string | undefined, pagePath: string, t: ResolvedPage["t"]): string {
  // Segment names come from the URL: only the ones the catalogue names are read.
  const key = [named, ...pagePath.split("/")].map((s) => `segment.${s}`).find(isMessageKey);
  return key ? t(key) : "";
}

/**
 * The heading another page of the manifest has at a path (a landing that a breadcrumb steps up
 * to), as that page's own loader gives it: a collection landing is named by its collection.
 */
export function headingAt(entry: RouteEntry, pagePath: string, t: ResolvedPage["t"], collectionName?: string): string {
  return t(titleKey(entry), { name: collectionName ?? namedSegment(undefined, pagePath, t) });
}

function finderHeading({ entry, location, t }: ResolvedPage): string | null {
  const finder = finderEntryFor(entry.family, location.region);
  if (!finder) return null;
  const firstValue = Object.values(finder.paramValues ?? {})[0]?.[0];
  const key = `segment.${firstValue}`;
  return t(titleKey(finder), { name: isMessageKey(key) ? t(key) : "" });
}
