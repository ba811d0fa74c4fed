import type { Message } from "../../types";
import type { enBook } from "./en";

export const esBook = {
  "book.intro": "Hojee el catálogo página a página o descárguelo en PDF.",
  "book.download": "Descargar el catálogo (PDF)",
  "book.loading": "Cargando el libro…",
  "book.failed": "El libro no se puede mostrar aquí. Descargue el PDF.",
  "book.viewer": "Visor del libro",
  "book.pageOf": "Página {page} de {total}",
  "book.first": "Primera página",
  "book.previous": "Página anterior",
  "book.next": "Página siguiente",
  "book.last": "Última página",
  "book.zoomIn": "Ampliar",
  "book.zoomOut": "Reducir",
  "book.fit": "Página completa",
  "book.zoomLevel": "Ampliación {percent}\u00A0%",
  "book.pages": "Páginas",
  "book.goToPage": "Ir a la página {page}",
  "book.keys": "Las flechas y Re Pág o Av Pág pasan las páginas, Inicio y Fin van a la primera y a la última página, + y − cambian el zoom.",
  "book.backTo": "Volver a {name}",
  "book.pdf.subtitle": "Colecciones y colores",
  "book.pdf.contents": "Índice",
  "book.pdf.products": { one: "{count} producto", many: "{count} de productos", other: "{count} productos" },
  "book.pdf.continued": "{collection} (continuación)",
  "book.pdf.more": { one: "y {count} producto más en el buscador en línea", many: "y {count} de productos más en el buscador en línea", other: "y {count} productos más en el buscador en línea" },
  "book.pdf.region": "Edición para {region}",
} satisfies Record<keyof typeof enBook, Message>;
