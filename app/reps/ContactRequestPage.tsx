import type { PageData } from "../routing/page-data.server";
import type { FormFailure } from "../forms/form-action.server";
import { useRootData, useT } from "../i18n/use-i18n";
import { Breadcrumb, useHomeCrumb } from "../ui/Breadcrumb";
import { sectionPath } from "../../core/routing/region-path";
import { lineLabel } from "../../core/reps/lines";
import type { ResolvedTarget } from "./contact-target.server";
import { ContactForm } from "./ContactForm";

export interface ContactRequestPageProps {
  page: PageData;
  csrf: string;
  idempotencyKey: string;
  target: { view: ResolvedTarget["view"]; query: string } | null;
  result: FormFailure | { ok: true; reference: string; name: string; email: string } | null;
}

/** The form to a rep or team beside who will answer; after sending, the reference. */
export function ContactRequestPage({ page, csrf, idempotencyKey, target, result }: ContactRequestPageProps) {
  const t = useT();
  const homeCrumb = useHomeCrumb();
  const { region, locale } = useRootData();
  const searchHref = sectionPath("contact", region, "sales-representatives", locale);
  const recipient = target ? (target.view.kind === "rep" ? target.view.name : t("reps.teamName", { line: lineLabel(t, target.view.line) })) : "";
  const crumbs = [homeCrumb, { label: t("meta.SALES_REPS"), href: searchHref }, { label: page.heading }];
  if (result?.ok) {
    return (
      <div className="page contact-page">
        <Breadcrumb items={crumbs} />
        <section className="contact-sent" aria-labelledby="contact-sent-title">
          <h1 id="contact-sent-title">{t("contact.sentTitle", { name: result.name })}</h1>
          <p>{t("contact.sentBody", { recipient, email: result.email })}</p>
          <p className="contact-sent__reference">
            {t("contact.reference")} <strong>{result.reference}</strong>
          </p>
          <a className="button button--secondary" href={searchHref}>
            {t("reps.backToSearch")}
          </a>
        </section>
      </div>
    );
  }
  return (
    <div className="page contact-page">
      <Breadcrumb items={crumbs} />
      <header className="page-hero">
        <h1>{target ? (target.view.kind === "rep" ? t("contact.toRep", { name: recipient }) : t("contact.toTeam", { team: recipient })) : page.heading}</h1>
      </header>
      {target ? (
        <div className="contact-layout">
          <ContactForm action={sectionPath("contact", region, "request", locale, new URLSearchParams(target.query))} csrf={csrf} idempotencyKey={idempotencyKey} failed={result && !result.ok ? result : null} />
          <aside className="contact-recipient" aria-labelledby="contact-recipient-title">
            <h2 id="contact-recipient-title">{recipient}</h2>
            {target.view.kind === "rep" ? (
              <dl>
                <dt>{t("reps.territory")}</dt>
                <dd lang={target.view.territoryLang ?? undefined}>{target.view.territory}</dd>
                <dt>{t("reps.phone")}</dt>
                <dd>{target.view.phone}</dd>
                <dt>{t("reps.email")}</dt>
                <dd>{target.view.email}</dd>
              </dl>
            ) : (
              <p>{t("contact.teamNote")}</p>
            )}
          </aside>
        </div>
      ) : (
        <section className="contact-unknown">
          <p role="alert">{t("contact.unknownTarget")}</p>
          <a className="button button--primary" href={searchHref}>
            {t("reps.backToSearch")}
          </a>
        </section>
      )}
    </div>
  );
}
