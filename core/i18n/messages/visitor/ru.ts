/** Visitor-tool pages (sales representatives, where to buy, virtual showroom, sample cart), ru. */
import type { Message } from "../../types";
import type { enVisitor } from "./en";

export const ruVisitor = {
  "meta.SALES_REPS": "Найти торгового представителя",
  "meta.WHERE_TO_BUY": "Где купить",
  "meta.VIRTUAL_SHOWROOM": "Виртуальный шоурум",
  "meta.SAMPLE_CART": "Корзина образцов",
  "meta.description.SALES_REPS": "Найдите торгового представителя для вашего региона и линейки продукции: имя, территория, телефон и электронная почта.",
  "meta.description.WHERE_TO_BUY": "Дилеры, дистрибьюторы, переработчики и шоурумы рядом с вами, по бренду и типу партнёра.",
  "meta.description.VIRTUAL_SHOWROOM": "Посмотрите наши поверхности в виртуальном шоуруме: от кухонь и ванных комнат до общественных пространств.",
  "meta.description.SAMPLE_CART": "Закажите образцы наших поверхностей: выберите продукты и размеры, затем отправьте заказ.",
  "visitor.forProduct": "Для {name} ({itemNumber})",
  "product.actions": "Дальнейшие действия",
  "visitor.back": "Назад к {name}",
  "showroom.title": "Пройдитесь по нашим поверхностям",
  "showroom.intro": "Виртуальный шоурум показывает наши поверхности в целых помещениях: кухнях, ванных, офисах, отелях и общественных пространствах, с освещением как на объекте.",
  "showroom.how": "Переходите из помещения в помещение, рассмотрите столешницу или стену вблизи и отметьте цвета, образцы которых хотите заказать.",
  "showroom.enter": "Войти в виртуальный шоурум",
  "showroom.newTab": "(откроется в новой вкладке)",
  "showroom.visit": "Посетить виртуальный шоурум",
} satisfies Record<keyof typeof enVisitor, Message>;
