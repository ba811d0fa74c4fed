/** Category landing wording (ru). */
import type { Message } from "../../types";
import type { enLanding } from "./en";

export const ruLanding = {
  "landing.products": { one: "{count} товар", few: "{count} товара", many: "{count} товаров", other: "{count} товара" },
  "landing.contactText": "Вопросы о проекте, образцах или характеристиках? Наша команда продаж готова помочь.",
  "landing.contactAction": "Найти торгового представителя",
} satisfies Record<keyof typeof enLanding, Message>;
