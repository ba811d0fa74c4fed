import type { Message } from "../../types";
import type { enSinks } from "./en";

/** Russian wording of the sinks page (see ./en.ts). */
export const ruSinks = {
  "sinks.intro": "Кухонные мойки, раковины, душевые поддоны и ванны, которые соединяются со столешницей или стеной без видимого шва.",
  "sinks.filterTitle": "Фильтр моек",
  "sinks.space": "Помещение",
  "sinks.anySpace": "Все помещения",
  "sinks.adaOnly": "Только соответствующие ADA",
  "sinks.colour": "Цвет",
  "sinks.anyColour": "Все цвета",
  "sinks.apply": "Применить фильтры",
  "sinks.clear": "Сбросить фильтры",
  "sinks.count": { one: "{count} товар", few: "{count} товара", many: "{count} товаров", other: "{count} товара" },
  "sinks.itemNumber": "Артикул",
  "sinks.type": "Тип",
  "sinks.overall": "Габариты",
  "sinks.inner": "Внутренние размеры",
  "sinks.dimensionsOrder": "Размеры: ширина × длина × глубина",
  "sinks.ada": "Соответствует ADA",
  "sinks.kind.SINK": "Кухонная мойка",
  "sinks.kind.BOWL": "Раковина",
  "sinks.kind.SHOWER_TRAY": "Душевой поддон",
  "sinks.kind.BATH": "Ванна",
} satisfies Record<keyof typeof enSinks, Message>;
