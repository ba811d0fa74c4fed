import type { CSSProperties } from "react";
import { Form, Link } from "react-router";
import { swatchSrcSet, swatchUrl } from "../../core/catalogue/image-urls";
import type { CompareGroup } from "./compare-view";
import type { ProductCard } from "../../core/product/product-view";
import { CsrfField } from "../forms/CsrfField";
import { useRootData, useT } from "../i18n/use-i18n";
import { LikeButton } from "../likes/LikeButton";
import { Measure } from "../ui/Measure";
import { compareHref } from "./compare-href";
import { VisualiserLink } from "../visualiser/VisualiserLink";

const SWATCH_BOX = 320;
const SIZES = "(min-width:64rem) 10rem,6rem";

interface CompareTableProps {
  columns: readonly ProductCard[];
  groups: readonly CompareGroup[];
  /** The shared list being shown (not the visitor's tray): removing then edits the link, not the tray. */
  shared: string | null;
  csrf: string;
  onlyDifferences: boolean;
  /** A signed-out like: the page shows the sign-in message once for all columns. */
  onSignedOut: (signInHref: string) => void;
}

/**
 * A real table: a header row of products (swatch, name linking to its page, remove, like), then one
 * body per specification group, each row headed by its label. Rows whose values differ are
 * marked, for the eye by a tint and for screen readers by words. Scrolls sideways on phones,
 * inside a focusable region so keyboards can scroll it too.
 */
export function CompareTable({ columns, groups, shared, csrf, onlyDifferences, onSignedOut }: CompareTableProps) {
  const t = useT();
  const { imageBase, region, locale } = useRootData();
  const withoutInShared = (id: string) => {
    const rest = (shared ?? "").split(",").filter((other) => other !== id);
    return compareHref(region, locale, { ...(rest.length ? { ids: rest.join(",") } : { ids: "" }), ...(onlyDifferences ? { diff: "1" } : {}) });
  };
  return (
    <div className="compare-scroll" role="region" aria-label={t("compare.tableLabel")} tabIndex={0} style={{ "--compare-columns": columns.length } as CSSProperties}>
      <table className="compare-table">
        <caption className="visually-hidden">{t("compare.caption")}</caption>
        <thead>
          <tr>
            <td className="compare-table__corner" />
            {columns.map((card) => (
              <th key={card.contentId} scope="col" className="compare-table__product">
                <div className="compare-table__media">
                  <picture className="compare-table__swatch">
                    <source type="image/avif" srcSet={swatchSrcSet(imageBase, card.image, "avif", 640)} sizes={SIZES} />
                    <img srcSet={swatchSrcSet(imageBase, card.image, "webp", 640)} sizes={SIZES} src={swatchUrl(imageBase, card.image, SWATCH_BOX, "webp")} alt="" width={SWATCH_BOX} height={SWATCH_BOX} decoding="async" />
                  </picture>
                  {shared !== null ? (
                    <Link className="compare-table__remove" to={withoutInShared(card.contentId)} replace aria-label={t("compare.remove", { name: card.name })}>
                      <span aria-hidden="true">✕</span>
                    </Link>
                  ) : (
                    <Form method="post" className="compare-table__remove-form">
                      <CsrfField token={csrf} />
                      <input type="hidden" name="intent" value="remove" />
                      <input type="hidden" name="contentId" value={card.contentId} />
                      {onlyDifferences ? <input type="hidden" name="diff" value="1" /> : null}
                      <button type="submit" className="compare-table__remove" aria-label={t("compare.remove", { name: card.name })}>
                        <span aria-hidden="true">✕</span>
                      </button>
                    </Form>
                  )}
                  <LikeButton contentId={card.contentId} name={card.name} variant="icon" csrf={csrf} onSignedOut={onSignedOut} />
                </div>
                <Link className="compare-table__name" to={card.href}>
                  {card.name}
                </Link>
                <span className="compare-table__meta">
                  {card.itemNumber}
                  {card.collection ? ` · ${card.collection.name}` : ""}
                </span>
                <VisualiserLink contentId={card.contentId} name={card.name} className="compare-table__visualiser" />
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.code}>
            <tr className="compare-table__group">
              <th scope="rowgroup" colSpan={columns.length + 1}>
                {/* The cell spans the whole table, so its text, not the cell, keeps to the left edge in a sideways scroll. */}
                <span className="compare-table__group-title">{group.title}</span>
              </th>
            </tr>
            {group.rows.map((row) => (
              <tr key={row.label} className={row.differs ? "compare-table__row compare-table__row--differs" : "compare-table__row"}>
                <th scope="row">
                  {row.label}
                  {row.differs ? <span className="visually-hidden">, {t("compare.differs")}</span> : null}
                </th>
                {row.values.map((value, i) => (
                  <td key={columns[i]?.contentId ?? i} lang={value !== null && typeof value === "string" ? row.lang : undefined}>
                    {value === null ? "—" : typeof value === "string" ? value : <Measure value={value} />}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
