import type { Message } from "../../types";
import type { enBook } from "./en";

export const itBook = {
  "book.intro": "Sfoglia il catalogo pagina per pagina oppure scaricalo in PDF.",
  "book.download": "Scarica il catalogo (PDF)",
  "book.loading": "Caricamento del libro…",
  "book.failed": "Il libro non può essere mostrato qui. Scarica invece il PDF.",
  "book.viewer": "Visualizzatore del libro",
  "book.pageOf": "Pagina {page} di {total}",
  "book.first": "Prima pagina",
  "book.previous": "Pagina precedente",
  "book.next": "Pagina successiva",
  "book.last": "Ultima pagina",
  "book.zoomIn": "Ingrandisci",
  "book.zoomOut": "Riduci",
  "book.fit": "Pagina intera",
  "book.zoomLevel": "Zoom {percent}%",
  "book.pages": "Pagine",
  "book.goToPage": "Vai a pagina {page}",
  "book.keys": "Le frecce e Pagina su o Pagina giù sfogliano le pagine, Home e Fine portano alla prima e all’ultima pagina, + e − regolano lo zoom.",
  "book.backTo": "Torna a {name}",
  "book.pdf.subtitle": "Collezioni e colori",
  "book.pdf.contents": "Indice",
  "book.pdf.products": { one: "{count} prodotto", many: "{count} di prodotti", other: "{count} prodotti" },
  "book.pdf.continued": "{collection} (continua)",
  "book.pdf.more": { one: "e {count} altro prodotto nel finder online", many: "e altri {count} di prodotti nel finder online", other: "e altri {count} prodotti nel finder online" },
  "book.pdf.region": "Edizione per {region}",
} satisfies Record<keyof typeof enBook, Message>;
