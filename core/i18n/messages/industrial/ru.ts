import type { Message } from "../../types";
import type { enIndustrial } from "./en";

/** Russian chrome of the automotive and appliance pages (see ./en.ts). */
export const ruIndustrial = {
  "industrial.eyebrow.AUTOMOTIVE": "Автомобильные материалы",
  "industrial.eyebrow.HOME_APPLIANCE_FILM": "Промышленная плёнка",
  "industrial.figures": "Ключевые цифры",
  "industrial.figure.recycled": "вторичного сырья по массе, {line}",
  "industrial.figure.weightCut": "легче заменяемой стальной детали",
  "industrial.figure.glassFibre": "стекловолокна по массе",
  "industrial.figure.thickness": "толщина плёнки",
  "industrial.figure.designs": "дизайнов в {lines} линейках",
  "industrial.applications": "Применение",
  "industrial.range": "Ассортимент",
  "industrial.lineCount": { one: "{count} товар", few: "{count} товара", many: "{count} товаров", other: "{count} товара" },
  "industrial.moreInLine": { one: "и ещё {count} в этой линейке", few: "и ещё {count} в этой линейке", many: "и ещё {count} в этой линейке", other: "и ещё {count} в этой линейке" },
  "industrial.itemNumber": "Артикул",
  "industrial.documents": "Документы",
  "industrial.documentsOf": "Документы: {name}",
  "industrial.pdf": "PDF",
  "industrial.contactTitle": "Свяжитесь с нами",
  "industrial.contactBody": "Наши менеджеры помогут с образцами, допуском по вашим стандартам и объёмами.",
  "industrial.contactLink": "Найти менеджера",
  "attribute.weightReductionPct": "Снижение массы",
  "attribute.glassFibrePct": "Содержание стекловолокна",
} satisfies Record<keyof typeof enIndustrial, Message>;
