import { Link } from "react-router";
import { LEGAL_PAGES, legalPagePath } from "../../core/legal/legal-pages";
import { usePageHref, useT } from "../i18n/use-i18n";
import type { PageData } from "../routing/page-data.server";
import { Breadcrumb, useHomeCrumb } from "../ui/Breadcrumb";
import { ServerSection, useServerOnly } from "../ui/ServerSection";
import type { LegalRow, LegalView } from "./legal-view.server";
import "../styles/legal.css";

/** A legal page: its heading, the way to its three siblings, and its text (a static section). */
export function LegalPageView({ page, view }: { page: PageData; view: LegalView | null }) {
  const t = useT();
  const href = usePageHref();
  const homeCrumb = useHomeCrumb();
  const body = useServerOnly("legal", view);
  return (
    <div className="page legal-page">
      <Breadcrumb items={[homeCrumb, { label: page.heading }]} />
      <h1>{page.heading}</h1>
      <nav className="legal-nav" aria-label={t("legal.footer")}>
        <ul>
          {LEGAL_PAGES.map((p) => (
            <li key={p}>
              <Link to={href(legalPagePath(p))} aria-current={page.head.path === legalPagePath(p) ? "page" : undefined}>
                {t(`legal.page.${p}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ServerSection data={body}>{(v) => <LegalBody view={v} />}</ServerSection>
    </div>
  );
}

function LegalBody({ view }: { view: LegalView }) {
  switch (view.page) {
    case "privacy":
      return <Privacy view={view} />;
    case "cookies":
      return <Cookies view={view} />;
    case "terms":
      return <Terms view={view} />;
    case "imprint":
      return <Imprint view={view} />;
  }
}

/** A message with one `{email}` placeholder, the address as a mail link. */
function WithEmail({ text, email }: { text: string; email: string }) {
  const [before, after] = text.split("{email}");
  return (
    <p>
      {before}
      <a href={`mailto:${email}`}>{email}</a>
      {after}
    </p>
  );
}

function Privacy({ view }: { view: LegalView }) {
  const t = useT();
  return (
    <div className="legal-text">
      <p className="lead">{t("legal.privacy.intro", { operator: view.operator })}</p>
      <section aria-labelledby="legal-stored">
        <h2 id="legal-stored">{t("legal.privacy.stored")}</h2>
        <LegalTable id="legal-stored" rows={view.records} columns={["what", "why", "kept"]} />
      </section>
      <section aria-labelledby="legal-cookies">
        <h2 id="legal-cookies">{t("legal.privacy.cookies")}</h2>
        <p>
          <Link to={view.links.cookies}>{t("legal.privacy.cookiesText")}</Link>
        </p>
      </section>
      <section aria-labelledby="legal-shared">
        <h2 id="legal-shared">{t("legal.privacy.shared")}</h2>
        <p>{t("legal.privacy.sharedText")}</p>
      </section>
      <section aria-labelledby="legal-rights">
        <h2 id="legal-rights">{t("legal.privacy.rights")}</h2>
        <p>
          {t("legal.privacy.deleteText")} <a href={view.links.profile}>{t("legal.privacy.profileLink")}</a>
        </p>
        <WithEmail text={t("legal.privacy.askText", { email: "{email}" })} email={view.email} />
      </section>
      <section aria-labelledby="legal-law">
        <h2 id="legal-law">{t("legal.privacy.law")}</h2>
        <p>{t("legal.privacy.lawText", { law: view.law.law, authority: view.law.authority })}</p>
      </section>
    </div>
  );
}

function Cookies({ view }: { view: LegalView }) {
  const t = useT();
  return (
    <div className="legal-text">
      <p className="lead">{t("legal.cookies.intro")}</p>
      <section aria-labelledby="legal-cookie-list">
        <h2 id="legal-cookie-list">{t("legal.cookies.set")}</h2>
        <LegalTable id="legal-cookie-list" rows={view.cookies} columns={["name", "what", "kept"]} />
      </section>
      <section aria-labelledby="legal-storage">
        <h2 id="legal-storage">{t("legal.cookies.storage")}</h2>
        <p>{t("legal.cookies.storageText")}</p>
        <LegalTable id="legal-storage" rows={view.storage} columns={["name", "what", "kept"]} />
        <p>{t("legal.cookies.control")}</p>
      </section>
    </div>
  );
}

const TERMS = ["products", "samples", "accounts", "rights", "liability"] as const;

function Terms({ view }: { view: LegalView }) {
  const t = useT();
  return (
    <div className="legal-text">
      <p className="lead">{t("legal.terms.intro", { operator: view.operator })}</p>
      {TERMS.map((part) => (
        <section key={part} aria-labelledby={`legal-terms-${part}`}>
          <h2 id={`legal-terms-${part}`}>{t(`legal.terms.${part}`)}</h2>
          <p>{t(`legal.terms.${part}Text`, { operator: view.operator })}</p>
        </section>
      ))}
    </div>
  );
}

function Imprint({ view }: { view: LegalView }) {
  const t = useT();
  return (
    <div className="legal-text">
      <p className="lead">{t("legal.imprint.intro", { operator: view.operator })}</p>
      <dl className="legal-imprint">
        <dt>{t("legal.imprint.operator")}</dt>
        <dd>{view.operator}</dd>
        <dt>{t("legal.imprint.contact")}</dt>
        <dd>
          <WithEmail text={t("legal.imprint.contactText", { email: "{email}" })} email={view.email} />
          <ul>
            <li>
              <a href={view.links.salesReps}>{t("footer.findSalesRep")}</a>
            </li>
            <li>
              <a href={view.links.whereToBuy}>{t("footer.whereToBuy")}</a>
            </li>
          </ul>
        </dd>
        <dt>{t("legal.imprint.region")}</dt>
        <dd>
          <Link to={view.links.home}>{t(`region.${view.region}`)}</Link>
        </dd>
      </dl>
    </div>
  );
}

type Column = "name" | "what" | "why" | "kept";
const COLUMN_LABEL = { name: "legal.column.name", what: "legal.column.what", why: "legal.column.why", kept: "legal.column.kept" } as const;

/** A table of stored things; the first column heads each row (a cookie's name, or what is kept). */
function LegalTable({ id, rows, columns }: { id: string; rows: readonly LegalRow[]; columns: readonly Column[] }) {
  const t = useT();
  return (
    <div className="legal-table-scroll" role="region" aria-labelledby={id} tabIndex={0}>
      <table className="legal-table">
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {t(COLUMN_LABEL[c])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              {columns.map((c, j) =>
                j === 0 ? (
                  <th key={c} scope="row">
                    {c === "name" ? <code>{row[c]}</code> : row[c]}
                  </th>
                ) : (
                  <td key={c} data-label={t(COLUMN_LABEL[c])}>
                    {row[c]}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
