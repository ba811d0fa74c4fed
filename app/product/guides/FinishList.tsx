import { useT } from "../../i18n/use-i18n";
import { GUIDE_FINISHES, type GuideFinish, type ProductGuidesView } from "./guide-finishes";

/** The four finishes with what each looks and feels like, and the care a brushed finish needs; the product's own one marked. */
export function FinishList({ highlight, care }: { highlight?: GuideFinish | null; care: ProductGuidesView["brushedCare"] }) {
  const t = useT();
  return (
    <>
      <p className="guide__intro">{t("guide.finishes.intro")}</p>
      <ul className="guide__grid guide__grid--finishes">
        {GUIDE_FINISHES.map((finish) => {
          const own = highlight === finish;
          return (
            <li key={finish} className={own ? "guide__item guide__item--own" : "guide__item"}>
              <span className={`guide__texture guide__texture--${finish}`} aria-hidden="true" />
              <h3 className="guide__name">{t(`finish.${finish}`)}</h3>
              {own ? <p className="guide__own">{t("guide.ownFinish")}</p> : null}
              <p>{t(`guide.finish.${finish}`)}</p>
              {finish === "brushed" && care ? (
                <>
                  <h4 className="guide__care-heading">{t("guide.brushedCare")}</h4>
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
