import { useEffect, useRef, useState, type RefObject } from "react";
import { useT } from "../i18n/use-i18n";
import type { FinderCard, FinderView } from "../../core/finder/finder-view";
import { ProductCard } from "./ProductCard";
import { CompareForm, useCompareChoice } from "../compare/CompareChoice";
import { LikeForm } from "../likes/LikeForm";
import { SampleCardForm } from "../samples/SampleCardForm";
import { LikeSignInStatus } from "../likes/LikeButton";

/** Cards in the first row (at most six columns) load eagerly: they are the page's main images. */
const FIRST_ROW = 6;

interface Group {
  key: string;
  title: string | null;
  items: Array<{ item: FinderCard; index: number }>;
}

function groupsOf(view: FinderView, otherTitle: string): Group[] {
  const indexed = view.items.map((item, index) => ({ item, index }));
  if (view.state.group !== "collections") return [{ key: "all", title: null, items: indexed }];
  const groups: Group[] = [];
  for (const entry of indexed) {
    const last = groups.at(-1);
    const code = entry.item.collection?.code ?? "";
    if (last && (last.items[0]?.item.collection?.code ?? "") === code) last.items.push(entry);
    else groups.push({ key: `${code}-${entry.index}`, title: entry.item.collection?.name ?? otherTitle, items: [entry] });
  }
  return groups;
}

/**
 * The result grid, flat or under collection headings. Every card's compare and like buttons submit
 * the page's one compare form and one like form (few elements per card); a signed-out like shows
 * the sign-in message once, below the grid, whichever card asked.
 */
export function ProductGrid({ view, focusFromRef }: { view: FinderView; focusFromRef: RefObject<number | null> }) {
  const t = useT();
  const compare = useCompareChoice();
  const [signInHref, setSignInHref] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const count = view.items.length;

  // After Load more, focus the first new card so keyboard users continue where they were.
  useEffect(() => {
    const from = focusFromRef.current;
    if (from === null || count <= from) return;
    focusFromRef.current = null;
    listRef.current?.querySelector<HTMLAnchorElement>(`[data-index="${from}"] .product-card__link`)?.focus();
  }, [focusFromRef, count]);

  const cards = (entries: Group["items"]) => (
    <ul className="product-grid">
      {entries.map(({ item, index }) => (
        <ProductCard
          key={item.contentId}
          item={item}
          index={index}
          eager={index < FIRST_ROW}
          showCollection={view.state.group !== "collections"}
          inCompare={compare.tray.includes(item.contentId)}
          onCompare={(event) => compare.choose(event, item.contentId)}
          onSignedOut={setSignInHref}
        />
      ))}
    </ul>
  );

  return (
    <div ref={listRef}>
      {groupsOf(view, t("finder.otherProducts")).map((group) =>
        group.title === null ? (
          <div key={group.key}>{cards(group.items)}</div>
        ) : (
          <section key={group.key} className="product-group" aria-labelledby={`group-${group.key}`}>
            <h2 id={`group-${group.key}`} className="product-group__title">
              {group.title}
            </h2>
            {cards(group.items)}
          </section>
        ),
      )}
      <CompareForm />
      <LikeForm />
      <SampleCardForm />
      {compare.dialog}
      <LikeSignInStatus toast signInHref={signInHref} onDismiss={() => setSignInHref(null)} />
    </div>
  );
}
