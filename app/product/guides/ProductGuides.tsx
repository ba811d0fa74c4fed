import { useEffect } from "react";
import type { Translate } from "../../../core/i18n/translate";
import { useRootData, useT } from "../../i18n/use-i18n";
import { EDGE_PROFILES_SECTION, EdgeProfileGuide } from "./EdgeProfileGuide";
import { EdgeProfileList } from "./EdgeProfileList";
import { FINISHES_SECTION, FinishGuide } from "./FinishGuide";
import { FinishList } from "./FinishList";
import type { ProductGuidesView } from "./guide-finishes";
import { guidesHref } from "./guides-link";

/**
 * The "Guides" block beside the product's features: the openers of the guides that apply to it (a
 * <div>, since each opener brings its <dialog>, which may not sit in a <p>). Without JavaScript an
 * opener is a link to that guide on the guides page, which marks this product's edges and finish.
 */
export function ProductGuides({ guides }: { guides: ProductGuidesView }) {
  const t = useT();
  const { region, locale } = useRootData();
  const href = (section: string) => guidesHref(region, locale, guides.contentId, section);
  useSpecGuideLinks();
  return (
    <section className="product-guides" aria-labelledby="product-guides">
      <h2 id="product-guides">{t("guide.heading")}</h2>
      <div className="product-guides__openers">
        {guides.edgeProfiles.length ? <EdgeProfileGuide highlight={guides.edgeProfiles} href={href(EDGE_PROFILES_SECTION)} /> : null}
        {guides.finish ? <FinishGuide highlight={guides.finish} care={guides.brushedCare} href={href(FINISHES_SECTION)} /> : null}
      </div>
    </section>
  );
}

/** Both guides as sections of a page (the guides page), the product's own edges and finish marked when one is named. */
export function GuideSections({ guides, t }: { guides: Omit<ProductGuidesView, "contentId">; t: Translate }) {
  return (
    <div className="guide-sections">
      <section id={EDGE_PROFILES_SECTION} className="guide" aria-labelledby={`${EDGE_PROFILES_SECTION}-heading`}>
        <h2 id={`${EDGE_PROFILES_SECTION}-heading`}>{t("product.edgeProfileGuide")}</h2>
        <EdgeProfileList t={t} highlight={guides.edgeProfiles} />
      </section>
      <section id={FINISHES_SECTION} className="guide" aria-labelledby={`${FINISHES_SECTION}-heading`}>
        <h2 id={`${FINISHES_SECTION}-heading`}>{t("product.finishGuide")}</h2>
        <FinishList t={t} highlight={guides.finish} care={guides.brushedCare} />
      </section>
    </div>
  );
}

/**
 * The specifications' guide links (`a[data-guide]`, in a server section that is never hydrated)
 * open the same dialog as this block's opener of that guide, instead of following their link.
 */
function useSpecGuideLinks() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-guide]") : null;
      const opener = link && document.querySelector<HTMLAnchorElement>(`.product-guides__openers a[href$="#${CSS.escape(link.dataset.guide ?? "")}"]`);
      if (!opener) return;
      event.preventDefault();
      opener.click();
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
}
