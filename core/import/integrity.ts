/**
 * Rules across rows that a row schema cannot see: unique keys, references between products and
 * collections, and regional availability consistent with the route manifest (a product is only
 * offered where its category is).
 */
import type { Region } from "../regions/regions";
import type { ProductFamily } from "../catalogue/families";
import { defaultCategories } from "../routing/categories";
import { placeholderProblems } from "../catalogue/copy-measures";
import type { Catalogue, LocalisedText, Product } from "../catalogue/model";

export interface IntegrityIssue {
  kind: "collection" | "product";
  /** The row's key: collection code or product contentId. */
  key: string;
  field: string;
  message: string;
}

const CATEGORY_REGIONS = new Map<ProductFamily, readonly Region[]>(defaultCategories().map((c) => [c.code, c.regions]));

export function checkCatalogue(catalogue: Catalogue): IntegrityIssue[] {
  const issues: IntegrityIssue[] = [];
  const collections = new Map(catalogue.collections.map((c) => [c.code, c]));
  const contentIds = new Set(catalogue.products.map((p) => p.contentId));

  duplicates(catalogue.collections.map((c) => c.code)).forEach((i) =>
    issues.push({ kind: "collection", key: catalogue.collections[i]!.code, field: "code", message: "duplicate collection code" }),
  );
  catalogue.collections.forEach((c) => {
    if (!c.parent) return;
    const at = { kind: "collection" as const, key: c.code, field: "parent" };
    const parent = collections.get(c.parent);
    if (!parent) issues.push({ ...at, message: `unknown parent collection "${c.parent}"` });
    else if (parent.family !== c.family) issues.push({ ...at, message: "parent belongs to another family" });
    else if (parent.parent) issues.push({ ...at, message: "collections nest one level only" });
  });

  for (const key of ["contentId", "itemNumber", "slug"] as const) {
    duplicates(catalogue.products.map((p) => p[key])).forEach((i) =>
      issues.push({ kind: "product", key: catalogue.products[i]!.contentId, field: key, message: `duplicate ${key}` }),
    );
  }

  catalogue.products.forEach((p) => {
    const at = { kind: "product" as const, key: p.contentId };
    const collection = collections.get(p.collection);
    if (!collection) issues.push({ ...at, field: "collection", message: `unknown collection "${p.collection}"` });
    else if (collection.family !== p.family) issues.push({ ...at, field: "collection", message: `collection "${p.collection}" belongs to ${collection.family}` });
    const offered = CATEGORY_REGIONS.get(p.family) ?? [];
    const outside = p.regions.filter((r) => !offered.includes(r));
    if (outside.length) issues.push({ ...at, field: "regions", message: `${p.family} is not offered in ${outside.join(", ")}` });
    for (const id of p.related) {
      if (id === p.contentId) issues.push({ ...at, field: "related", message: "a product cannot be related to itself" });
      else if (!contentIds.has(id)) issues.push({ ...at, field: "related", message: `unknown related product "${id}"` });
    }
    if (p.flags.includes("new") && p.flags.includes("discontinued")) issues.push({ ...at, field: "flags", message: "a product cannot be both new and discontinued" });
    copyIssues(p).forEach(([field, message]) => issues.push({ ...at, field, message }));
  });
  return issues;
}

/** Indexes of the second and later occurrences of each repeated value. */
function duplicates(values: readonly string[]): number[] {
  const seen = new Set<string>();
  const repeated: number[] = [];
  values.forEach((v, i) => {
    if (seen.has(v)) repeated.push(i);
    seen.add(v);
  });
  return repeated;
}

/** Measurement placeholders of the product's copy that are unknown or lack data (core/catalogue/copy-measures.ts). */
function copyIssues(product: Product): Array<[field: string, message: string]> {
  const texts: Array<[string, LocalisedText]> = [["description", product.description], ...product.features.map((f, i): [string, LocalisedText] => [`features.${i}`, f])];
  return texts.flatMap(([field, text]) =>
    Object.entries(text).flatMap(([lang, value]) => placeholderProblems(value, product).map((message): [string, string] => [`${field}.${lang}`, message])),
  );
}
