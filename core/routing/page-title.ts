/**
 * The message keys of a page's title and meta description. Both are checked by the compiler against
 * the English catalogue: a page title code without a title or a description fails the build.
 */
import type { MessageKey } from "../i18n/locale-files";
import { REDIRECT_META_CODE, type MetaCode, type RouteEntry } from "./manifest-types";

type Checked<K extends MessageKey> = K;

export function titleKey(entry: Pick<RouteEntry, "id" | "metaCode">): Checked<`meta.${MetaCode}`> {
  return `meta.${titleCode(entry)}`;
}

export function descriptionKey(entry: Pick<RouteEntry, "id" | "metaCode">): Checked<`meta.description.${MetaCode}`> {
  return `meta.description.${titleCode(entry)}`;
}

function titleCode({ id, metaCode }: Pick<RouteEntry, "id" | "metaCode">): MetaCode {
  if (metaCode === REDIRECT_META_CODE) throw new Error(`Route ${id} redirects and has no title`);
  return metaCode;
}
