/**
 * The head of a collection view: the finder narrowed to one collection at the address a landing's
 * collection card links (core/finder/collection-views.ts) has its own H1, title and description,
 * so the sitemaps can list it (decision 0070), and a breadcrumb through the landing whose card
 * leads there. Any other state of the finder, the same collection reached another way included,
 * keeps the finder's.
 */
import { localise, type Collection } from "#core/catalogue/model";
import { collectionLanding, collectionTarget, soleCollection } from "#core/finder/collection-views";
import { finderLocation } from "#core/finder/finder-links";
import type { FinderView } from "#core/finder/finder-view";
import type { AppContext, ResolvedPage } from "../routing/contexts";
import { headingAt } from "../routing/page-data.server";

export interface CollectionViewHead {
  heading: string;
  description: string;
  trail: CollectionViewTrail;
}

/** The breadcrumb's steps after Home: the landing showing the collection's card, then the collection. */
export interface CollectionViewTrail {
  landing: { label: string; pagePath: string } | null;
  collection: string;
}

export function collectionViewHead(page: ResolvedPage, app: AppContext, finder: FinderView, finderHeading: string): CollectionViewHead | null {
  // A search inside the view is a result list, headed by what was searched (loadFinder).
  if (finder.state.q) return null;
  const code = soleCollection(finder.selections);
  const collection = code === null ? undefined : app.services.catalogue.collection(code);
  if (!collection || collection.family !== page.entry.family) return null;
  const target = collectionTarget(collection.family, collection, page.region);
  // Compared in the finder's own encoding, so `'` and `%27` in a request are the same address.
  if (!target?.view || finderLocation(finder.scope, finder.selections, {}).pagePath !== target.pagePath) return null;
  const words = { name: localise(collection.name, page.language), finder: finderHeading };
  return {
    heading: page.t("finder.collectionView", words),
    description: page.t("finder.collectionView.description", words),
    trail: { landing: landingStep(page, app, collection), collection: words.name },
  };
}

/** The landing a view's breadcrumb steps up to, headed as its own page is. */
function landingStep(page: ResolvedPage, app: AppContext, collection: Collection): CollectionViewTrail["landing"] {
  const landing = collectionLanding(collection.family, collection, page.region);
  if (!landing) return null;
  const named = landing.collection === null ? undefined : app.services.catalogue.collection(landing.collection);
  const label = headingAt(landing.entry, landing.pagePath, page.t, named && localise(named.name, page.language));
  return { label, pagePath: landing.pagePath };
}
