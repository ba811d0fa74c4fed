/** The compare page and its tray, ru. */
import type { Message } from "../../types";
import type { enCompare } from "./en";

export const ruCompare = {
  "compare.added": "Добавлено к сравнению.",
  "compare.open": "Открыть сравнение",
  "compare.count": { one: "{count} из {max} товаров", few: "{count} из {max} товаров", many: "{count} из {max} товаров", other: "{count} из {max} товаров" },
  "compare.tableLabel": "Товары рядом",
  "compare.caption": "Характеристики сравниваемых товаров, по столбцу на товар",
  "compare.specification": "Характеристика",
  "compare.differs": "различается",
  "compare.onlyDifferences": "Только различия",
  "compare.allRows": "Все характеристики",
  "compare.noDifferences": "У этих товаров совпадают все показанные характеристики.",
  "compare.remove": "Убрать {name} из сравнения",
  "compare.clear": "Очистить сравнение",
  "compare.keep": "Сохранить это сравнение",
  "compare.shared": "С вами поделились этим сравнением. Сохраните его, чтобы сделать своим.",
  "compare.dropped": { one: "{count} товар не продаётся в этом регионе и не показан.", few: "{count} товара не продаются в этом регионе и не показаны.", many: "{count} товаров не продаются в этом регионе и не показаны.", other: "{count} товара не продаются в этом регионе и не показаны." },
  "compare.browse": "Все цвета",
  "compare.share": "Ссылка на это сравнение",
  "compare.emptyHint": "Нажмите «Добавить к сравнению» у четырёх товаров или меньше, чтобы увидеть их рядом.",
} satisfies Record<keyof typeof enCompare, Message>;
