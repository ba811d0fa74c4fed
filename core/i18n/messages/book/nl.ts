import type { Message } from "../../types";
import type { enBook } from "./en";

export const nlBook = {
  "book.intro": "Blader pagina voor pagina door de catalogus, of download hem als pdf.",
  "book.download": "Catalogus downloaden (pdf)",
  "book.loading": "Het boek wordt geladen…",
  "book.failed": "Het boek kan hier niet worden getoond. Download in plaats daarvan de pdf.",
  "book.viewer": "Boekweergave",
  "book.pageOf": "Pagina {page} van {total}",
  "book.first": "Eerste pagina",
  "book.previous": "Vorige pagina",
  "book.next": "Volgende pagina",
  "book.last": "Laatste pagina",
  "book.zoomIn": "Inzoomen",
  "book.zoomOut": "Uitzoomen",
  "book.fit": "Hele pagina",
  "book.zoomLevel": "Zoom {percent}%",
  "book.pages": "Pagina’s",
  "book.goToPage": "Naar pagina {page}",
  "book.keys": "Met de pijltoetsen en Page Up of Page Down blader je, Home en End gaan naar de eerste en laatste pagina, + en − zoomen.",
  "book.backTo": "Terug naar {name}",
  "book.pdf.subtitle": "Collecties en kleuren",
  "book.pdf.contents": "Inhoud",
  "book.pdf.products": { one: "{count} product", other: "{count} producten" },
  "book.pdf.continued": "{collection} (vervolg)",
  "book.pdf.more": { one: "en nog {count} product in de online finder", other: "en nog {count} producten in de online finder" },
  "book.pdf.region": "Editie voor {region}",
} satisfies Record<keyof typeof enBook, Message>;
