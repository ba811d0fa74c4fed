import { EDGE_PROFILES, type EdgeProfile } from "../../../core/catalogue/enums";
import { useT } from "../../i18n/use-i18n";
import { EdgeProfileDrawing } from "./edge-profile-drawings";

/** Every edge profile with the drawing of its section and what it is like; the product's own ones marked. */
export function EdgeProfileList({ highlight = [] }: { highlight?: readonly EdgeProfile[] }) {
  const t = useT();
  return (
    <>
      <p className="guide__intro">{t("guide.edgeProfiles.intro")}</p>
      <ul className="guide__grid">
        {EDGE_PROFILES.map((profile) => {
          const name = t(`edgeProfile.${profile}`);
          const own = highlight.includes(profile);
          return (
            <li key={profile} className={own ? "guide__item guide__item--own" : "guide__item"}>
              <EdgeProfileDrawing profile={profile} title={t("guide.edgeDrawing", { name })} />
              <h3 className="guide__name">{name}</h3>
              {own ? <p className="guide__own">{t("guide.ownEdge")}</p> : null}
              <p>{t(`guide.edge.${profile}`)}</p>
            </li>
          );
        })}
      </ul>
    </>
  );
}
