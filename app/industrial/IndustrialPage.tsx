import { Link } from "react-router";
import { swatchSrcSet, swatchUrl } from "../../core/catalogue/image-urls";
import { contentLanguageOf } from "../../core/regions/regions";
import { useRootData, useT } from "../i18n/use-i18n";
import type { PageData } from "../routing/page-data.server";
import { Breadcrumb, useHomeCrumb } from "../ui/Breadcrumb";
import { IndustrialRange } from "./IndustrialRange";
import type { IndustrialView } from "./industrial-loader.server";
import "../styles/industrial.css";

/** An automotive or appliance page: hero, figures from the catalogue, applications, range, documents, contact. */
export function IndustrialPage({ page, view }: { page: PageData; view: IndustrialView }) {
  const t = useT();
  const homeCrumb = useHomeCrumb();
  const { locale, imageBase } = useRootData();
  // Copy that falls back to English is marked as English (spec §1: ja, zh and ru sets).
  const copyLang = view.copy.language !== contentLanguageOf(locale) ? view.copy.language : undefined;
  return (
    <div className="page industrial-page">
      <Breadcrumb items={[homeCrumb, { label: page.heading }]} />
      <header className="industrial-hero">
        <div className="industrial-hero__text">
          <p className="eyebrow">{t(view.family === "AUTOMOTIVE" ? "industrial.eyebrow.AUTOMOTIVE" : "industrial.eyebrow.HOME_APPLIANCE_FILM")}</p>
          <h1>{page.heading}</h1>
          <div className="industrial-hero__intro" lang={copyLang}>
            {view.copy.intro.map((paragraph, i) => (
              <p key={i} className={i === 0 ? "lead" : undefined}>
                {paragraph}
              </p>
            ))}
          </div>
        </div>
        {view.hero.length ? (
          <div className="industrial-hero__media" aria-hidden="true">
            {view.hero.map((image, i) => (
              <picture key={i}>
                <source type="image/avif" srcSet={swatchSrcSet(imageBase, image, "avif", 960)} sizes="(min-width:60rem) 22vw,50vw" />
                <img srcSet={swatchSrcSet(imageBase, image, "webp", 960)} sizes="(min-width:60rem) 22vw,50vw" src={swatchUrl(imageBase, image, 480, "webp")} alt="" width={480} height={480} fetchPriority={i === 0 ? "high" : undefined} />
              </picture>
            ))}
          </div>
        ) : null}
      </header>

      {view.figures.length ? (
        <section className="industrial-section" aria-labelledby="industrial-figures">
          <h2 id="industrial-figures">{t("industrial.figures")}</h2>
          <ul className="industrial-figures">
            {view.figures.map((figure, i) => (
              <li key={i}>
                <strong className="industrial-figures__value">{figure.value}</strong>
                <span className="industrial-figures__label">{figure.label}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="industrial-section" aria-labelledby="industrial-applications">
        <h2 id="industrial-applications">{t("industrial.applications")}</h2>
        <ul className="industrial-applications" lang={copyLang}>
          {view.copy.applications.map((application) => (
            <li key={application.name}>
              <h3>{application.name}</h3>
              <p>{application.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <IndustrialRange lines={view.lines} />

      <aside className="industrial-contact" aria-labelledby="industrial-contact">
        <div>
          <h2 id="industrial-contact">{t("industrial.contactTitle")}</h2>
          <p>{t("industrial.contactBody")}</p>
        </div>
        <Link to={view.contactHref} className="button button--primary">
          {t("industrial.contactLink")}
        </Link>
      </aside>
    </div>
  );
}
