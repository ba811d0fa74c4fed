import type { Translate } from "../../../core/i18n/translate";
import { GUIDE_FINISHES, type GuideFinish, type ProductGuidesView } from "./guide-finishes";

/** The four finishes with what each looks and feels like, and the care a brushed finish needs; the product's own one marked; `t` knows the guides' text (guide-text.ts). */
export function FinishList({ t, highlight, care }: { t: Translate; highlight?: GuideFinish | null; care: ProductGuidesView["brushedCare"] }) {
  return (
    <>
      <p className="guide__intro">{t("guideText.finishes.intro")}</p>
      <ul className="guide__grid guide__grid--finishes">
        {GUIDE_FINISHES.map((finish) => {
          const own = highlight === finish;
          return (
            <li key={finish} className={own ? "guide__item guide__item--own" : "guide__item"}>
              <span className={`guide__texture guide__texture--${finish}`} aria-hidden="true" />
              <h3 className="guide__name">{t(`finish.${finish}`)}</h3>
              {own ? <p className="guide__own">{t("guideText.ownFinish")}</p> : null}
              <p>{t(`guideText.finish.${finish}`)}</p>
              {finish === "brushed" && care ? (
                <>
                  <h4 className="guide__care-heading">{t("guideText.brushedCare")}</h4>
                  <ul className="guide__care" lang={care.fellBackToEnglish ? "en" : undefined}>
                    {care.lines.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}
