import { useEffect, useMemo, useState } from "react";
import { createTranslator, type Translate } from "../../../core/i18n/translate";
import type { Catalogue, Message } from "../../../core/i18n/types";
import type { Locale } from "../../../core/regions/regions";
import { useRootData, useT } from "../../i18n/use-i18n";

type GuideText = Readonly<Record<string, Message>>;

/**
 * The guides' text (the `guideText.` keys) per locale, fetched as its own small chunk when a guide
 * opens: it is longer than the rest of the page's chrome together, and most visitors never open a
 * guide, so it does not travel in every product page's data.
 */
const LOADERS: Record<Locale, () => Promise<GuideText>> = {
  en: () => import("../../../core/i18n/messages/guide/en").then((m) => m.enGuide),
  "en-GB": () => LOADERS.en(),
  "en-US": () => Promise.all([LOADERS.en(), import("../../../core/i18n/messages/guide/en-US")]).then(([base, m]) => ({ ...base, ...m.enUSGuide })),
  "en-CA": () => Promise.all([LOADERS.en(), import("../../../core/i18n/messages/guide/en-US")]).then(([base, m]) => ({ ...base, ...m.enNAGuide })),
  de: () => import("../../../core/i18n/messages/guide/de").then((m) => m.deGuide),
  fr: () => import("../../../core/i18n/messages/guide/fr").then((m) => m.frGuide),
  "fr-CA": () => LOADERS.fr(),
  it: () => import("../../../core/i18n/messages/guide/it").then((m) => m.itGuide),
  es: () => import("../../../core/i18n/messages/guide/es").then((m) => m.esGuide),
  nl: () => import("../../../core/i18n/messages/guide/nl").then((m) => m.nlGuide),
  ja: () => import("../../../core/i18n/messages/guide/ja").then((m) => m.jaGuide),
  "zh-CN": () => import("../../../core/i18n/messages/guide/zh-CN").then((m) => m.zhCNGuide),
  ru: () => import("../../../core/i18n/messages/guide/ru").then((m) => m.ruGuide),
};

/** A translator that knows the guides' text once `wanted` has been true and the text has arrived; null until then. */
export function useGuideT(wanted: boolean): Translate | null {
  const t = useT();
  const { locale } = useRootData();
  const [text, setText] = useState<GuideText | null>(null);
  useEffect(() => {
    if (!wanted || text) return;
    let live = true;
    void LOADERS[locale]().then((loaded) => {
      if (live) setText(loaded);
    });
    return () => {
      live = false;
    };
  }, [wanted, text, locale]);
  return useMemo(() => {
    if (!text) return null;
    const guideT = createTranslator(locale, text as Catalogue);
    const combined: Translate = (key, params) => (key in text ? guideT(key, params) : t(key, params));
    return combined;
  }, [text, locale, t]);
}
