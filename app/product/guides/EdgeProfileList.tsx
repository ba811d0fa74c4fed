import { EDGE_PROFILES, type EdgeProfile } from "../../../core/catalogue/enums";
import type { Translate } from "../../../core/i18n/translate";
import { EdgeProfileDrawing } from "./edge-profile-drawings";

/** Every edge profile with the drawing of its section and what it is like; the product's own ones marked; `t` knows the guides' text (guide-text.ts). */
export function EdgeProfileList({ t, highlight = [] }: { t: Translate; highlight?: readonly EdgeProfile[] }) {
  return (
    <>
      <p className="guide__intro">{t("guideText.edgeProfiles.intro")}</p>
      <ul className="guide__grid">
        {EDGE_PROFILES.map((profile) => {
          const name = t(`edgeProfile.${profile}`);
          const own = highlight.includes(profile);
          return (
            <li key={profile} className={own ? "guide__item guide__item--own" : "guide__item"}>
              <EdgeProfileDrawing profile={profile} title={t("guideText.edgeDrawing", { name })} />
              <h3 className="guide__name">{name}</h3>
              {own ? <p className="guide__own">{t("guideText.ownEdge")}</p> : null}
              <p>{t(`guideText.edge.${profile}`)}</p>
            </li>
          );
        })}
      </ul>
    </>
  );
}
