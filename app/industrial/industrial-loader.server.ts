/**
 * The automotive and appliance pages' loader step: the lines of the page's family offered in the
 * region, the figures read from their products (formatted with Intl for the visitor's locale), the
 * page's copy with those figures filled in, a few products per line with their documents, and the
 * way to a sales representative.
 */
import type { DocumentType } from "../../core/catalogue/enums";
import { imageKey, type ImageKey } from "../../core/catalogue/image-urls";
import { documentPath } from "../../core/routing/document-path";
import { localise } from "../../core/catalogue/model";
import { productPagePath } from "../../core/routing/product-path";
import { industrialCopy, type ResolvedCopy } from "../../core/content/industrial/copy";
import { figureData, figurePlaceholders, INDUSTRIAL_PAGE_DEFS, type FigureData, type FigureKind } from "../../core/content/industrial/pages";
import { INDUSTRIAL_PAGES, type IndustrialPageId } from "../../core/content/industrial/types";
import { documentTypeKey } from "../../core/i18n/enum-keys";
import { detailEntryFor, isOffered } from "../../core/routing/manifest";
import { buildPath } from "../../core/routing/region-path";
import { contactHrefFor } from "../reps/contact-href";
import { formatLength } from "../../core/units/format";
import { buildProduct } from "../../core/product/product-builder";
import type { AppContext, ResolvedPage } from "../routing/contexts";
import { redirectToNotFound } from "../routing/redirect";

const HERO_IMAGES = 4;
/** Products shown per line: enough to see its range; the rest are counted. */
const SHOWN_PER_LINE = 4;

export interface FigureView {
  value: string;
  label: string;
}

export interface IndustrialProductView {
  contentId: string;
  name: string;
  itemNumber: string;
  image: ImageKey;
  /** Its product page, where the region has one (automotive and appliance films have none yet). */
  href: string | null;
  documents: Array<{ type: DocumentType; label: string; url: string }>;
}

export interface IndustrialLineView {
  code: string;
  name: string;
  count: number;
  products: IndustrialProductView[];
  /** The rest of the line, listed by name and item number (each card carries images and PDFs). */
  more: Array<{ contentId: string; name: string; itemNumber: string }>;
}

export interface IndustrialView {
  family: string;
  copy: ResolvedCopy;
  figures: FigureView[];
  /** Up to four swatches spread across the page's lines, for the hero mosaic. */
  hero: ImageKey[];
  lines: IndustrialLineView[];
  contactHref: string;
}

function isIndustrialPage(id: string): id is IndustrialPageId {
  return (INDUSTRIAL_PAGES as readonly string[]).includes(id);
}

export function loadIndustrial(page: ResolvedPage, app: AppContext): IndustrialView {
  const { region, locale, language, entry, t } = page;
  if (!isIndustrialPage(entry.id)) throw redirectToNotFound(region, locale);
  const def = INDUSTRIAL_PAGE_DEFS[entry.id];
  const catalogue = app.services.catalogue;
  const all = catalogue.productsOf(def.family, region);
  const order = (code: string) => catalogue.collection(code)?.sortOrder ?? Number.MAX_SAFE_INTEGER;
  const codes = def.lines ?? [...new Set(all.map((p) => p.collection))].sort((a, b) => order(a) - order(b));
  const byLine = codes.map((code) => ({ code, products: all.filter((p) => p.collection === code) })).filter((line) => line.products.length > 0);
  const products = byLine.flatMap((line) => line.products);
  const lineName = (code: string) => {
    const collection = catalogue.collection(code);
    return collection ? localise(collection.name, language) : code;
  };

  const percentFormat = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 });
  const percent = (value: number) => percentFormat.format(value / 100);
  const data = figureData(products);
  const guides = catalogue.current.guidesVersion;
  const hasPages = detailEntryFor(def.family) !== undefined && isOffered(detailEntryFor(def.family)!, region);

  return {
    family: def.family,
    copy: industrialCopy(entry.id, language, figurePlaceholders(data, percent)),
    figures: def.figures.flatMap((kind) => figureViews(kind, data, { percent, lineName, page })),
    hero: spread(products, HERO_IMAGES).map(imageKey),
    lines: byLine.map(({ code, products: lineProducts }) => ({
      code,
      name: lineName(code),
      count: lineProducts.length,
      products: lineProducts.slice(0, SHOWN_PER_LINE).map((product) => ({
        contentId: product.contentId,
        name: localise(product.name, language),
        itemNumber: product.itemNumber,
        image: imageKey(product),
        href: hasPages ? buildPath(region, productPagePath(product), locale) : null,
        documents: buildProduct(product, { region, locale, language, collection: (code) => catalogue.collection(code) })
          .documents(guides)
          .map(({ type, key }) => ({ type, label: t(documentTypeKey(type)), url: documentPath(key) })),
      })),
      more: lineProducts.slice(SHOWN_PER_LINE).map((product) => ({ contentId: product.contentId, name: localise(product.name, language), itemNumber: product.itemNumber })),
    })),
    contactHref: contactHrefFor(region, locale, def.family),
  };
}

interface FigureTools {
  percent: (value: number) => string;
  lineName: (code: string) => string;
  page: ResolvedPage;
}

function figureViews(kind: FigureKind, data: FigureData, { percent, lineName, page }: FigureTools): FigureView[] {
  const { t, locale, region } = page;
  const or = (values: readonly string[]) => new Intl.ListFormat(locale, { type: "disjunction" }).format(values);
  const and = (values: readonly string[]) => new Intl.ListFormat(locale, { type: "conjunction" }).format(values);
  switch (kind) {
    case "recycled":
      return data.recycled.map((r) => ({ value: percent(r.pct), label: t("industrial.figure.recycled", { line: and(r.lines.map(lineName)) }) }));
    case "weightCut":
      return data.weightCuts.length ? [{ value: or(data.weightCuts.map(percent)), label: t("industrial.figure.weightCut") }] : [];
    case "glassFibre":
      return data.glassFibre.length ? [{ value: or(data.glassFibre.map(percent)), label: t("industrial.figure.glassFibre") }] : [];
    case "thickness": {
      const mm = data.thicknessMm;
      if (!mm.length) return [];
      const format = (v: number) => formatLength(v, region, locale, "thickness");
      return [{ value: mm.length > 1 ? `${format(mm[0]!)} – ${format(mm.at(-1)!)}` : format(mm[0]!), label: t("industrial.figure.thickness") }];
    }
    case "designs":
      return [{ value: new Intl.NumberFormat(locale).format(data.designs), label: t("industrial.figure.designs", { lines: data.lines }) }];
  }
}


/** `count` items evenly spaced through a list (each line is then likely to show). */
function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  const step = items.length / count;
  return Array.from({ length: count }, (_, i) => items[Math.floor(i * step + step / 2)]!);
}
