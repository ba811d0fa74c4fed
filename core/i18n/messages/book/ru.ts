import type { Message } from "../../types";
import type { enBook } from "./en";

export const ruBook = {
  "book.intro": "Листайте каталог страница за страницей или скачайте его в формате PDF.",
  "book.download": "Скачать каталог (PDF)",
  "book.loading": "Загрузка книги…",
  "book.failed": "Книгу не удалось показать здесь. Скачайте PDF.",
  "book.viewer": "Просмотр книги",
  "book.pageOf": "Страница {page} из {total}",
  "book.first": "Первая страница",
  "book.previous": "Предыдущая страница",
  "book.next": "Следующая страница",
  "book.last": "Последняя страница",
  "book.zoomIn": "Увеличить",
  "book.zoomOut": "Уменьшить",
  "book.fit": "Страница целиком",
  "book.zoomLevel": "Масштаб {percent}\u00A0%",
  "book.pages": "Страницы",
  "book.goToPage": "Перейти на страницу {page}",
  "book.keys": "Стрелки и Page Up или Page Down листают страницы, Home и End открывают первую и последнюю, + и − меняют масштаб.",
  "book.backTo": "Назад: {name}",
  "book.pdf.subtitle": "Коллекции и цвета",
  "book.pdf.contents": "Содержание",
  "book.pdf.products": { one: "{count} продукт", few: "{count} продукта", many: "{count} продуктов", other: "{count} продукта" },
  "book.pdf.continued": "{collection} (продолжение)",
  "book.pdf.more": { one: "и ещё {count} продукт в онлайн-подборе", few: "и ещё {count} продукта в онлайн-подборе", many: "и ещё {count} продуктов в онлайн-подборе", other: "и ещё {count} продукта в онлайн-подборе" },
  "book.pdf.region": "Издание для региона {region}",
} satisfies Record<keyof typeof enBook, Message>;
