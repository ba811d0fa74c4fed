import type { Message } from "../../types";
import type { enSpec } from "./en";

/** Russian wording of the specifications (see ./en.ts). */
export const ruSpec = {
  "spec.group.general": "Общие",
  "spec.group.dimensions": "Размеры",
  "spec.group.surface": "Поверхность",
  "spec.group.stone": "Камень",
  "spec.group.film": "Плёнка",
  "spec.group.flooring": "Напольное покрытие",
  "spec.group.sink": "Мойка",
  "spec.group.fire": "Пожарные характеристики",
  "spec.group.adhesive": "Клей",
  "spec.group.sustainability": "Экологичность",
  "spec.width": "Ширина",
  "spec.rollLength": "Длина рулона",
  "spec.keySpecs": "Основные характеристики",
  "spec.units.legend": "Единицы",
  "spec.units.metric": "Метрические",
  "spec.units.imperial": "Имперские",
  "spec.units.nowMetric": "Размеры теперь в метрических единицах",
  "spec.units.nowImperial": "Размеры теперь в имперских единицах",
  "spec.docs.product": "Информация о продукте",
  "spec.docs.compliance": "Сертификаты и испытания",
  "spec.docs.installation": "Монтаж, обработка и уход",
  "spec.docs.language": "Язык: {language}",
  "spec.docs.size": "Размер файла: {size}",
  "spec.badges": "Характеристики",
  "spec.countries.count": { one: "Продаётся в {count} стране", few: "Продаётся в {count} странах", many: "Продаётся в {count} странах", other: "Продаётся в {count} странах" },
} satisfies Record<keyof typeof enSpec, Message>;
