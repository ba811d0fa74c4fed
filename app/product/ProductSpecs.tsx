import type { ReactNode } from "react";
import type { SpecRow, SpecView } from "../../core/product/spec-view";
import { useRootData, useT } from "../i18n/use-i18n";
import { EDGE_PROFILES_SECTION } from "./guides/EdgeProfileGuide";
import { FINISHES_SECTION } from "./guides/FinishGuide";
import { guidesHref } from "./guides/guides-link";
import { Measure } from "../ui/Measure";
import { UnitsSwitch } from "../ui/UnitsSwitch";
import "../styles/product-specs.css";

function SpecValue({ value }: { value: SpecRow["value"] }) {
  return typeof value === "string" ? <>{value}</> : <Measure value={value} />;
}

/** The few figures beside the image (DESIGN.md: key specifications under the badges). */
export function KeySpecs({ specs }: { specs: SpecView }) {
  const t = useT();
  const rows = specs.groups.flatMap((g) => g.rows.filter((r) => r.key));
  if (!rows.length) return null;
  return (
    <section className="key-specs" aria-labelledby="key-specs">
      <h2 id="key-specs" className="visually-hidden">
        {t("spec.keySpecs")}
      </h2>
      <dl>
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd lang={row.lang}>
              <SpecValue value={row.value} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Which rows have a guide on the page, for which product. */
export interface SpecGuideLinks {
  contentId: string;
  edgeProfiles: boolean;
  finish: boolean;
}

const GUIDE_LINKS = {
  edgeProfiles: { label: "product.edgeProfileGuide", section: EDGE_PROFILES_SECTION },
  finish: { label: "product.finishGuide", section: FINISHES_SECTION },
} as const;

/** The specifications' heading, with the units switch when any of them is a measurement; the tables follow as `children`. */
export function ProductSpecs({ measured, children }: { measured: boolean; children: ReactNode }) {
  const t = useT();
  return (
    <section className="product-specs" aria-labelledby="specifications">
      <div className="product-specs__head">
        <h2 id="specifications">{t("product.specifications")}</h2>
        {measured ? <UnitsSwitch /> : null}
      </div>
      {children}
    </section>
  );
}

/** Every specification, one table per group; edge and finish rows link to their guides. */
export function SpecGroups({ specs, guides }: { specs: SpecView; guides?: SpecGuideLinks }) {
  const t = useT();
  const { region, locale } = useRootData();
  return (
    <div className="product-specs__groups">
      {specs.groups.map((group) => (
        <table key={group.code} className="spec-table product-specs__table">
          <caption>{group.title}</caption>
          <tbody>
            {group.rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td lang={row.lang}>
                  <SpecValue value={row.value} />
                  {row.guide && guides?.[row.guide] ? (
                    <>
                      {" "}
                      {/* The guide on the guides page without JavaScript; with it, ProductGuides opens the guide's dialog (this table is a server section, without handlers of its own). */}
                      <a className="product-specs__guide" href={guidesHref(region, locale, guides.contentId, GUIDE_LINKS[row.guide].section)} data-guide={GUIDE_LINKS[row.guide].section}>
                        {t(GUIDE_LINKS[row.guide].label)}
                      </a>
                    </>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}
