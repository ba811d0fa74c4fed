import { Link } from "react-router";
import { sinkColourKey } from "../../core/i18n/enum-keys";
import { useT } from "../i18n/use-i18n";
import { SwatchPicture } from "../ui/SwatchPicture";
import type { SinkItem } from "./sinks-loader.server";

const MAX_WIDTH = 640;
const SIZES = "(min-width:75rem) 17rem,(min-width:40rem) 30vw,48vw";

/** One sink: its image, name (the link to its product page, stretched over the card) and facts. */
export function SinkCard({ item, eager }: { item: SinkItem; eager: boolean }) {
  const t = useT();
  const colour = t(sinkColourKey(item.colour));
  return (
    <li className="sink-card">
      <SwatchPicture className="sink-card__media" image={item.image} alt="" sizes={SIZES} maxWidth={MAX_WIDTH} eager={eager} />
      {item.ada ? <p className="sink-card__ada">{t("sinks.ada")}</p> : null}
      <h3 className="sink-card__name">
        <Link to={item.href} className="sink-card__link" prefetch="intent">
          {item.name}
          <span className="visually-hidden">, {colour}</span>
        </Link>
      </h3>
      <p className="sink-card__meta">
        {t(`sinks.kind.${item.kind}`)} · {colour}
      </p>
      <dl className="sink-card__facts">
        <div>
          <dt>{t("sinks.itemNumber")}</dt>
          <dd>{item.itemNumber}</dd>
        </div>
        <div>
          <dt>{t("sinks.overall")}</dt>
          <dd>{item.overall}</dd>
        </div>
        <div>
          <dt>{t("sinks.inner")}</dt>
          <dd>{item.inner}</dd>
        </div>
      </dl>
    </li>
  );
}
