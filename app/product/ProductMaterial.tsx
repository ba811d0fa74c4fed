import type { PageMaterial } from "./product-page-data.server";
import { useT } from "../i18n/use-i18n";
import "../styles/product-specs.css";

/**
 * "Download material" (issue 28): plain links to the material pack, so it works without
 * JavaScript; the note says what the ZIP holds and the tile size it is drawn at.
 */
export function ProductMaterial({ material }: { material: PageMaterial }) {
  const t = useT();
  return (
    <section className="product-documents product-material" aria-labelledby="material">
      <h2 id="material">{t("product.material.heading")}</h2>
      <p>{t(material.tileable ? "product.material.downloadNote" : "product.material.downloadPhotoNote", { size: material.size })}</p>
      <ul>
        <li>
          <a href={material.pack} type="application/zip" download>
            <span>{t("product.material.download")}</span>
            <small>
              <span>ZIP</span>
              <span>2048 px</span>
            </small>
          </a>
        </li>
        <li>
          <a href={material.packLarge} type="application/zip" download>
            <span>{t("product.material.downloadLarge")}</span>
            <small>
              <span>ZIP</span>
              <span>4096 px</span>
            </small>
          </a>
        </li>
      </ul>
    </section>
  );
}
