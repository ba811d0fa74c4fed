import { useMemo } from "react";
import { useMatches, useRouteLoaderData } from "react-router";
import { createTranslator, type Translate } from "../../core/i18n/translate";
import type { Catalogue, CatalogueOverrides } from "../../core/i18n/types";
import { buildPath } from "../../core/routing/region-path";
import type { loader as rootLoader } from "../root";
import { useSectionCatalogue } from "../ui/ServerSection";
import { messagesOf, type SentMessages } from "./message-sets";

type RootData = Awaited<ReturnType<typeof rootLoader>>;

export function useRootData(): RootData {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  if (!data) throw new Error("Root loader data is missing");
  return data;
}

/** The messages the current page sent beside the shell's (see app/i18n/page-messages.ts). */
function usePageMessages(): CatalogueOverrides | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]?.data as { page?: { messages?: SentMessages } } | undefined;
    if (data?.page?.messages) return messagesOf(data.page.messages);
  }
  return undefined;
}

const NO_MESSAGES: CatalogueOverrides = {};
const merged = new WeakMap<object, WeakMap<object, Catalogue>>();

/** `t(key, params)` in the page's locale, over the shell's and the page's messages. */
export function useT(): Translate {
  const { locale, messages: sent } = useRootData();
  const messages = messagesOf(sent) ?? NO_MESSAGES;
  const page = usePageMessages();
  const section = useSectionCatalogue();
  return useMemo(() => {
    if (section) return createTranslator(locale, section);
    if (!page) return createTranslator(locale, messages as Catalogue);
    let byPage = merged.get(messages);
    if (!byPage) merged.set(messages, (byPage = new WeakMap()));
    let catalogue = byPage.get(page);
    if (!catalogue) byPage.set(page, (catalogue = { ...messages, ...page } as Catalogue));
    return createTranslator(locale, catalogue);
  }, [locale, messages, page, section]);
}

/** Builds a link to a page of the current region and language. */
export function usePageHref(): (pagePath: string) => string {
  const { region, locale } = useRootData();
  return (pagePath) => buildPath(region, pagePath, locale);
}
