/**
 * The answer to a form post whose client said neither where it came from (no `Origin`, no
 * `Sec-Fetch-Site`) nor carried a CSRF token (server/security/csrf.ts): nothing is done; a private
 * page shows the same form again, now with the token, for one more click. It is rendered outside
 * React Router's document (the action must not run), so it is a static page in the site's own
 * stylesheets, frame and language. React escapes every posted value.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { HOME_PAGE_PATH } from "../../core/routing/home";
import { buildPath } from "../../core/routing/region-path";
import type { ResolvedPage } from "./contexts";

/** Posted fields carried into the confirm form: enough for any of the site's forms, bounded for any other. */
const MAX_FIELDS = 50;
const MAX_NAME = 100;
const MAX_VALUE = 2000;

export function confirmPostPage(page: ResolvedPage, form: FormData, token: string, tokenField: string, stylesheets: readonly string[]): Response {
  const fields = [...form]
    .filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[0] !== tokenField)
    .slice(0, MAX_FIELDS)
    .map(([name, value]) => [name.slice(0, MAX_NAME), value.slice(0, MAX_VALUE)] as const);
  const html = `<!DOCTYPE html>${renderToStaticMarkup(<ConfirmPostDocument page={page} fields={fields} token={token} tokenField={tokenField} stylesheets={stylesheets} />)}`;
  return new Response(html, { status: 200, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-store" } });
}

interface DocumentProps {
  page: ResolvedPage;
  fields: ReadonlyArray<readonly [string, string]>;
  token: string;
  tokenField: string;
  stylesheets: readonly string[];
}

function ConfirmPostDocument({ page, fields, token, tokenField, stylesheets }: DocumentProps) {
  const { t, region, locale } = page;
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${t("form.confirm.title")} | ${t("site.name")}`}</title>
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body>
        <header className="site-header">
          <a className="skip-link" href="#main">
            {t("site.skipToContent")}
          </a>
          <div className="site-header__bar">
            <a href={buildPath(region, HOME_PAGE_PATH, locale)} className="brand" aria-label={`${t("site.name")}, ${t("site.home")}`}>
              <span className="brand__mark" aria-hidden="true" />
              <span className="brand__name">{t("site.name")}</span>
            </a>
          </div>
        </header>
        <main id="main" tabIndex={-1}>
          <div className="page auth-page">
            <div className="auth-card">
              <h1>{t("form.confirm.title")}</h1>
              <p>{t("form.confirm.body")}</p>
              <form method="post">
                {fields.map(([name, value], index) => (
                  <input key={index} type="hidden" name={name} value={value} />
                ))}
                <input type="hidden" name={tokenField} value={token} />
                <button type="submit" className="button button--primary">
                  {t("form.confirm.submit")}
                </button>
              </form>
            </div>
          </div>
        </main>
        <footer className="site-footer">
          <div className="site-footer__legal">
            <p>{t("footer.regionNote", { region: t(`region.${region}`) })}</p>
            <p>{t("footer.copyright", { year: new Date().getFullYear() })}</p>
          </div>
        </footer>
      </body>
    </html>
  );
}
