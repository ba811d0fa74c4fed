import { useEffect, useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { apiPath, buildPath } from "../../core/routing/region-path";
import type { SceneId } from "../../core/visualiser/scenes";
import type { VisualiserState } from "../../core/visualiser/state";
import { useCompareTray } from "../compare/compare-store";
import { useVisitor } from "../likes/visitor-store";
import { useRootData, useT } from "../i18n/use-i18n";
import { SearchButton } from "../ui/SearchButton";
import { stateHref, visualiserHref } from "./visualiser-links";

interface Choice {
  contentId: string;
  name: string;
}

/** How many search results, likes and compared products are offered at once. */
const MAX_CHOICES = 8;
const ALL_COLOURS_PATH = "all-colors";

/** Names of products by content id, from the public API (one request each, cached by the browser). */
async function namesOf(region: string, locale: string, ids: readonly string[]): Promise<Choice[]> {
  const found = await Promise.all(
    ids.slice(0, MAX_CHOICES).map((id) =>
      fetch(`${apiPath(region as never, `products/${id}`)}?lang=${encodeURIComponent(locale)}`, { headers: { Accept: "application/json" } })
        .then((response) => (response.ok ? (response.json() as Promise<{ contentId: string; name: string }>) : null))
        .catch(() => null),
    ),
  );
  return found.flatMap((item) => (item ? [{ contentId: item.contentId, name: item.name }] : []));
}

/** The names of a comma-separated list of content ids, once fetched (empty until then). */
function useNames(ids: string, region: string, locale: string): Choice[] {
  const [found, setFound] = useState<{ ids: string; choices: Choice[] }>({ ids: "", choices: [] });
  useEffect(() => {
    if (!ids) return;
    let live = true;
    void namesOf(region, locale, ids.split(",")).then((choices) => live && setFound({ ids, choices }));
    return () => {
      live = false;
    };
  }, [ids, region, locale]);
  return found.ids === ids ? found.choices : [];
}

/**
 * Other products to show: a search box (the all-colours finder's search, through the finder API
 * with JavaScript, the finder page without), and the visitor's comparison and likes, each product
 * with "show" and "compare with" links.
 */
export function VisualiserSwitcher({ current, defaultScene }: { current: VisualiserState | null; defaultScene?: SceneId }) {
  const t = useT();
  const id = useId();
  const { region, locale } = useRootData();
  const tray = useCompareTray();
  const visitor = useVisitor(region);
  const [results, setResults] = useState<Choice[] | null>(null);
  const trayKey = tray.join(",");
  const likesKey = visitor ? [...visitor.likes].join(",") : "";
  const compared = useNames(trayKey, region, locale);
  const liked = useNames(likesKey, region, locale);

  async function search(event: FormEvent<HTMLFormElement>) {
    const q = String(new FormData(event.currentTarget).get("q") ?? "").trim();
    if (!q) return;
    event.preventDefault();
    const query = new URLSearchParams({ q, lang: locale });
    const response = await fetch(`${apiPath(region, `finder/${ALL_COLOURS_PATH}`)}?${query}`, { headers: { Accept: "application/json" } }).catch(() => null);
    const body = response?.ok ? ((await response.json()) as { items: Choice[] }) : { items: [] };
    setResults(body.items.slice(0, MAX_CHOICES).map(({ contentId, name }) => ({ contentId, name })));
  }

  const show = (contentId: string) => (current ? stateHref(region, locale, current, defaultScene ?? current.scene, { product: contentId, scene: defaultScene ?? current.scene, compare: current.compare === contentId ? null : current.compare }) : visualiserHref(region, locale, contentId));
  const compareWith = (contentId: string) => (current ? stateHref(region, locale, current, defaultScene ?? current.scene, { compare: contentId }) : null);
  const list = (choices: readonly Choice[]) => (
    <ul className="visualiser__products">
      {choices
        .filter((choice) => choice.contentId !== current?.product)
        .map((choice) => {
          const compareHref = compareWith(choice.contentId);
          return (
            <li key={choice.contentId}>
              <Link to={show(choice.contentId)} preventScrollReset>
                {t("visualiser.show", { name: choice.name })}
              </Link>
              {compareHref && choice.contentId !== current?.compare ? (
                <Link to={compareHref} preventScrollReset className="visualiser__secondary">
                  {t("visualiser.compareWith", { name: choice.name })}
                </Link>
              ) : null}
            </li>
          );
        })}
    </ul>
  );

  return (
    <section className="visualiser__switcher" aria-label={t("visualiser.searchLabel")}>
      <form method="get" action={buildPath(region, ALL_COLOURS_PATH, locale)} role="search" className="visualiser__search" onSubmit={(event) => void search(event)}>
        <label htmlFor={id} className="visualiser__label">
          {t("visualiser.searchLabel")}
        </label>
        <div className="search visualiser__search-row">
          <input id={id} name="q" type="search" placeholder={t("header.search.placeholder")} autoComplete="off" enterKeyHint="search" maxLength={100} />
          <SearchButton label={t("header.search.submit")} />
        </div>
      </form>
      {results ? <div aria-live="polite">{results.length ? list(results) : <p>{t("visualiser.searchNone")}</p>}</div> : null}
      {compared.length ? (
        <>
          <h2 className="visualiser__label">{t("visualiser.fromCompare")}</h2>
          {list(compared)}
        </>
      ) : null}
      {liked.length ? (
        <>
          <h2 className="visualiser__label">{t("visualiser.fromLikes")}</h2>
          {list(liked)}
        </>
      ) : null}
    </section>
  );
}
