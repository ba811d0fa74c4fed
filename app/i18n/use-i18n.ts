import { useMemo } from "react";
import { useRouteLoaderData } from "react-router";
import { createTranslator, type Translate } from "../../core/i18n/translate";
import { buildPath } from "../../core/routing/region-path";
import type { loader as rootLoader } from "../root";

type RootData = Awaited<ReturnType<typeof rootLoader>>;

export function useRootData(): RootData {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  if (!data) throw new Error("Root loader data is missing");
  return data;
}

/** `t(key, params)` in the page's locale. */
export function useT(): Translate {
  const { locale, catalogue } = useRootData();
  return useMemo(() => createTranslator(locale, catalogue), [locale, catalogue]);
}

/** Builds a link to a page of the current region and language. */
export function usePageHref(): (pagePath: string) => string {
  const { region, locale } = useRootData();
  return (pagePath) => buildPath(region, pagePath, locale);
}
