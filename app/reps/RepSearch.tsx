import type { ReactNode } from "react";
import type { PageData } from "../routing/page-data.server";
import { useRootData, useT } from "../i18n/use-i18n";
import { Breadcrumb, useHomeCrumb } from "../ui/Breadcrumb";
import { LANG_PARAM, sectionPath } from "../../core/routing/region-path";
import { REGION_CONFIG } from "../../core/regions/regions";
import { lineLabel } from "../../core/reps/lines";
import { QUERY_MAX } from "../../core/reps/territory-match";
import type { ProductFamily } from "../../core/catalogue/families";

/** An example a GL visitor can copy: Europe's postal codes overlap, so a country code picks one. */
const GL_EXAMPLE = "DE 10115";

interface RepSearchProps {
  page: PageData;
  q: string;
  line: ProductFamily | null;
  lines: readonly ProductFamily[];
  error: "tooLong" | "characters" | null;
  children: ReactNode;
}

/** The finder's frame: heading, the GET search form (no JavaScript needed) and what it found. */
export function RepSearch({ page, q, line, lines, error, children }: RepSearchProps) {
  const t = useT();
  const homeCrumb = useHomeCrumb();
  const { region, locale } = useRootData();
  const multiCountry = REGION_CONFIG[region].country === null;
  const hintIds = ["rep-q-hint", error ? "rep-q-error" : null].filter(Boolean).join(" ");
  return (
    <div className="page reps-page">
      <Breadcrumb items={[homeCrumb, { label: page.heading }]} />
      <header className="page-hero">
        <h1>{page.heading}</h1>
        <p className="reps-page__intro">{t("reps.intro")}</p>
      </header>
      <form className="rep-search" method="get" action={sectionPath("contact", region, "sales-representatives")} role="search" aria-label={t("reps.searchName")}>
        {locale !== REGION_CONFIG[region].defaultLocale ? <input type="hidden" name={LANG_PARAM} value={locale} /> : null}
        <div className={error ? "field field--invalid rep-search__query" : "field rep-search__query"}>
          <label htmlFor="rep-q">{t("reps.searchLabel")}</label>
          <input id="rep-q" name="q" type="search" defaultValue={q} maxLength={QUERY_MAX} autoComplete="postal-code" aria-invalid={error ? true : undefined} aria-describedby={hintIds} />
          <p className="field__hint" id="rep-q-hint">
            {multiCountry ? t("reps.searchHintCountry", { example: GL_EXAMPLE }) : t("reps.searchHint")}
          </p>
          {error ? (
            <p className="field__error" id="rep-q-error" role="alert">
              {error === "tooLong" ? t("reps.error.tooLong", { max: QUERY_MAX }) : t("reps.error.characters")}
            </p>
          ) : null}
        </div>
        <div className="field rep-search__line">
          <label htmlFor="rep-line">{t("reps.lineLabel")}</label>
          <select id="rep-line" name="line" defaultValue={line ?? ""}>
            <option value="">{t("reps.allLines")}</option>
            {lines.map((code) => (
              <option key={code} value={code}>
                {lineLabel(t, code)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary rep-search__submit">
          {t("reps.search")}
        </button>
      </form>
      {children}
    </div>
  );
}
