import type { Translate } from "../../../core/i18n/translate";
import { useT } from "../../i18n/use-i18n";
import { EDGE_PROFILES_SECTION, EdgeProfileGuide } from "./EdgeProfileGuide";
import { EdgeProfileList } from "./EdgeProfileList";
import { FINISHES_SECTION, FinishGuide } from "./FinishGuide";
import { FinishList } from "./FinishList";
import type { ProductGuidesView } from "./guide-finishes";
import { useServerGuideT } from "./guide-text";

/** The "Guides" block beside the product's features: the openers of the guides that apply to it (a <div>, since each opener brings its <dialog>, which may not sit in a <p>). */
export function ProductGuides({ guides }: { guides: ProductGuidesView }) {
  const t = useT();
  return (
    <section className="product-guides" aria-labelledby="product-guides">
      <h2 id="product-guides">{t("guide.heading")}</h2>
      <div className="product-guides__openers">
        {guides.edgeProfiles.length ? <EdgeProfileGuide highlight={guides.edgeProfiles} /> : null}
        {guides.finish ? <FinishGuide highlight={guides.finish} care={guides.brushedCare} /> : null}
      </div>
    </section>
  );
}

/**
 * The guides as sections of the page, for browsers without JavaScript: the openers link to them.
 * They sit in <noscript>, so with JavaScript the page holds each guide only in its dialog, and only
 * while it is open; their text comes from the server's catalogue, not the page's data
 * (docs/decisions/0021-image-zoom.md).
 */
export function GuideSections({ guides }: { guides: ProductGuidesView }) {
  const t = useServerGuideT();
  return <noscript>{t ? <Sections guides={guides} t={t} /> : null}</noscript>;
}

function Sections({ guides, t }: { guides: ProductGuidesView; t: Translate }) {
  return (
    <div className="guide-sections">
      {guides.edgeProfiles.length ? (
        <section id={EDGE_PROFILES_SECTION} className="guide" aria-labelledby={`${EDGE_PROFILES_SECTION}-heading`}>
          <h2 id={`${EDGE_PROFILES_SECTION}-heading`}>{t("product.edgeProfileGuide")}</h2>
          <EdgeProfileList t={t} highlight={guides.edgeProfiles} />
        </section>
      ) : null}
      {guides.finish ? (
        <section id={FINISHES_SECTION} className="guide" aria-labelledby={`${FINISHES_SECTION}-heading`}>
          <h2 id={`${FINISHES_SECTION}-heading`}>{t("product.finishGuide")}</h2>
          <FinishList t={t} highlight={guides.finish} care={guides.brushedCare} />
        </section>
      ) : null}
    </div>
  );
}
