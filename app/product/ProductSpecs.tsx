import type { ReactNode } from "react";
import type { SpecRow, SpecView } from "../../server/product/spec-view";
import { useT } from "../i18n/use-i18n";
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

/** Which rows have a guide on the page, and where it is. */
export interface SpecGuideLinks {
  edgeProfiles: boolean;
  finish: boolean;
}

const GUIDE_LINKS = {
  edgeProfiles: { label: "product.edgeProfileGuide", href: "#product-guides" },
  finish: { label: "product.finishGuide", href: "#product-guides" },
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
                      <a className="product-specs__guide" href={GUIDE_LINKS[row.guide].href}>
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
