import { useRootData, useT } from "../i18n/use-i18n";
import { sectionPath } from "../../core/routing/region-path";
import { lineLabel } from "../../core/reps/lines";
import type { ProductFamily } from "../../core/catalogue/families";
import type { TerritoryText } from "../../core/reps/rep";

export interface RepView extends TerritoryText {
  id: string;
  name: string;
  lines: ProductFamily[];
  phone: string;
  email: string;
}

/** Digits and a leading + only: what a `tel:` link dials. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** The reps found, each with a way to call, mail or write; none found: the category teams. */
export function RepResults({ query, line, lines, reps }: { query: string; line: ProductFamily | null; lines: readonly ProductFamily[]; reps: readonly RepView[] }) {
  const t = useT();
  const { region, locale } = useRootData();
  const contactHref = (params: Record<string, string>) => sectionPath("contact", region, "request", locale, new URLSearchParams(params));
  if (reps.length === 0) {
    return (
      <section className="rep-results rep-results--empty" aria-labelledby="rep-results-title">
        <h2 id="rep-results-title">{t("reps.noMatchTitle")}</h2>
        <p>{t("reps.noMatch", { query })}</p>
        <ul className="rep-teams">
          {(line ? [line] : lines).map((code) => (
            <li key={code}>
              <a className="button button--secondary" href={contactHref({ category: code })}>
                {t("reps.contactTeam", { line: lineLabel(t, code) })}
              </a>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  return (
    <section className="rep-results" aria-labelledby="rep-results-title">
      <h2 id="rep-results-title">
        {t("reps.resultCount", { count: reps.length, query })}
      </h2>
      <ul className="rep-list">
        {reps.map((rep) => (
          <li key={rep.id} className="rep-card">
            <h3>{rep.name}</h3>
            <dl>
              <dt>{t("reps.territory")}</dt>
              <dd lang={rep.territoryLang ?? undefined}>{rep.territory}</dd>
              <dt>{t("reps.lines")}</dt>
              <dd>{rep.lines.map((code) => lineLabel(t, code)).join(", ")}</dd>
              <dt>{t("reps.phone")}</dt>
              <dd>
                <a href={telHref(rep.phone)}>{rep.phone}</a>
              </dd>
              <dt>{t("reps.email")}</dt>
              <dd>
                <a href={`mailto:${rep.email}`}>{rep.email}</a>
              </dd>
            </dl>
            <a className="button button--primary" href={contactHref({ rep: rep.id })}>
              {t("reps.contactRep", { name: rep.name })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
