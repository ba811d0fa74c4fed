import type { Message } from "../../types";
import type { enSpec } from "./en";

/** Russian wording of the specifications (see ./en.ts). */
export const ruSpec = {
  "specTable.group.general": "Общие",
  "specTable.group.dimensions": "Размеры",
  "specTable.group.surface": "Поверхность",
  "specTable.group.stone": "Камень",
  "specTable.group.film": "Плёнка",
  "specTable.group.flooring": "Напольное покрытие",
  "specTable.group.sink": "Мойка",
  "specTable.group.fire": "Пожарные характеристики",
  "specTable.group.adhesive": "Клей",
  "specTable.group.sustainability": "Экологичность",
  "specTable.width": "Ширина",
  "specTable.rollLength": "Длина рулона",
  "spec.keySpecs": "Основные характеристики",
  "spec.units.legend": "Единицы",
  "spec.units.metric": "Метрические",
  "spec.units.imperial": "Имперские",
  "spec.units.nowMetric": "Размеры теперь в метрических единицах",
  "spec.units.nowImperial": "Размеры теперь в имперских единицах",
  "spec.docs.product": "Информация о продукте",
  "spec.docs.compliance": "Сертификаты и испытания",
  "spec.docs.installation": "Монтаж, обработка и уход",
  "spec.badges": "Характеристики",
  "spec.countries.count": { one: "Продаётся в {count} стране", few: "Продаётся в {count} странах", many: "Продаётся в {count} странах", other: "Продаётся в {count} странах" },
} satisfies Record<keyof typeof enSpec, Message>;
