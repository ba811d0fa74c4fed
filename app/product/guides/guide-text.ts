import { useEffect, useMemo, useState } from "react";
import { createTranslator, type Translate } from "../../../core/i18n/translate";
import type { Catalogue, Message } from "../../../core/i18n/types";
import type { Locale } from "../../../core/regions/regions";
import { useRootData, useT } from "../../i18n/use-i18n";

type GuideText = Readonly<Record<string, Message>>;

/**
 * The guides' text (the `guideText.` keys) per locale, fetched as its own small chunk when a guide
 * opens: it is longer than the rest of the page's chrome together, and most visitors never open a
 * guide, so it does not travel in every product page's data. `?keys=` takes only those keys from the
 * locale file (localeSubset in vite.config.ts), so the chunk holds nothing else.
 */
const LOADERS: Record<Locale, () => Promise<GuideText>> = {
  en: () => import("../../../locales/en.json?keys=guideText.").then((m) => m.default),
  "en-GB": () => LOADERS.en(),
  "en-US": () => Promise.all([LOADERS.en(), import("../../../locales/en-US.json?keys=guideText.")]).then(([base, m]) => ({ ...base, ...m.default })),
  "en-CA": () => Promise.all([LOADERS.en(), import("../../../locales/en-CA.json?keys=guideText.")]).then(([base, m]) => ({ ...base, ...m.default })),
  de: () => import("../../../locales/de.json?keys=guideText.").then((m) => m.default),
  fr: () => import("../../../locales/fr.json?keys=guideText.").then((m) => m.default),
  "fr-CA": () => LOADERS.fr(),
  it: () => import("../../../locales/it.json?keys=guideText.").then((m) => m.default),
  es: () => import("../../../locales/es.json?keys=guideText.").then((m) => m.default),
  nl: () => import("../../../locales/nl.json?keys=guideText.").then((m) => m.default),
  ja: () => import("../../../locales/ja.json?keys=guideText.").then((m) => m.default),
  "zh-CN": () => import("../../../locales/zh-CN.json?keys=guideText.").then((m) => m.default),
  ru: () => import("../../../locales/ru.json?keys=guideText.").then((m) => m.default),
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
