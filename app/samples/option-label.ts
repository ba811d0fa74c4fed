import { optionByCode } from "../../core/samples/options";
import { dimensionsIn, unitsOf } from "../../core/units/format";
import type { Translate } from "../../core/i18n/translate";
import type { Locale, Region } from "../../core/regions/regions";

/** "Chip, 50 × 50 mm" (or inches in the US); "Standard sample" for a line without an option. */
export function optionLabel(t: Translate, region: Region, locale: Locale, code: string): string {
  const option = optionByCode(code);
  if (!option) return t("samples.standard");
  return t(`samples.option.${option.kind}`, { size: dimensionsIn(unitsOf(region), option.mm, locale) });
}
