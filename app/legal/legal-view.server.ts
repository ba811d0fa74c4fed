/**
 * A legal page's content in the visitor's language: the stored-data list (app/legal/
 * stored-data.server.ts) turned into table rows, the region's data protection law, and the
 * region's privacy mailbox. Figures are formatted here, on the server, once.
 */
import { dataProtectionLaw, type DataProtectionLaw } from "../../core/legal/data-protection-law";
import type { LegalPage } from "../../core/legal/legal-pages";
import { PRIVACY_ADDRESSES } from "../../core/legal/privacy-contact";
import type { Retention } from "../../core/legal/stored-data";
import type { Translate } from "../../core/i18n/translate";
import type { Region } from "../../core/regions/regions";
import { sectionPath } from "../../core/routing/region-path";
import type { ResolvedPage } from "../routing/contexts";
import { storedData } from "./stored-data.server";

export interface LegalRow {
  /** A cookie's or storage key's name; absent for a server record. */
  name?: string;
  what: string;
  kept: string;
  why?: string;
}

export interface LegalView {
  page: LegalPage;
  region: Region;
  operator: string;
  email: string;
  /** Server records (privacy page). */
  records: LegalRow[];
  /** Cookies and browser storage (cookies page). */
  cookies: LegalRow[];
  storage: LegalRow[];
  law: DataProtectionLaw;
  links: { cookies: string; profile: string; salesReps: string; whereToBuy: string; home: string };
}

function keptText(t: Translate, kept: Retention, days: (n: number) => string): string {
  switch (kept.kind) {
    case "days":
      return t("legal.kept.days", { duration: days(kept.days) });
    case "idle":
      return t("legal.kept.idle", { idle: days(kept.idleDays), max: days(kept.maxDays) });
    case "sinceLastChange":
      return t("legal.kept.sinceLastChange", { duration: days(kept.days) });
    default:
      return t(`legal.kept.${kept.kind}`);
  }
}

export function legalView(page: ResolvedPage, legal: LegalPage): LegalView {
  const { t, location, origin, language } = page;
  const { region, locale } = location;
  const format = new Intl.NumberFormat(locale, { style: "unit", unit: "day", unitDisplay: "long" });
  const days = (n: number) => format.format(n);
  const stored = storedData(origin);
  const legalPath = (p: LegalPage) => sectionPath("products", region, `legal/${p}`, locale);
  return {
    page: legal,
    region,
    operator: t("site.name"),
    email: PRIVACY_ADDRESSES[region],
    records: stored.records.map((r) => ({ what: t(`legal.record.${r.id}`), why: t(`legal.record.${r.id}.why`), kept: keptText(t, r.kept, days) })),
    cookies: stored.cookies.map((c) => ({ name: c.name, what: t(`legal.cookie.${c.id}`), kept: keptText(t, c.lifetime, days) })),
    storage: stored.browserStorage.map((s) => ({ name: s.key, what: t(`legal.storage.${s.id}`), kept: keptText(t, s.kept, days) })),
    law: dataProtectionLaw(region, language),
    links: {
      cookies: legalPath("cookies"),
      profile: sectionPath("account", region, "profile", locale),
      salesReps: sectionPath("contact", region, "sales-representatives", locale),
      whereToBuy: sectionPath("contact", region, "where-to-buy", locale),
      home: sectionPath("products", region, "", locale),
    },
  };
}
