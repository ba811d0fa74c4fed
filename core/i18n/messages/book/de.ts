import type { Message } from "../../types";
import type { enBook } from "./en";

export const deBook = {
  "book.intro": "Blättern Sie den Katalog Seite für Seite durch oder laden Sie ihn als PDF herunter.",
  "book.download": "Katalog herunterladen (PDF)",
  "book.loading": "Das Buch wird geladen …",
  "book.failed": "Das Buch kann hier nicht angezeigt werden. Laden Sie stattdessen das PDF herunter.",
  "book.viewer": "Buchansicht",
  "book.pageOf": "Seite {page} von {total}",
  "book.first": "Erste Seite",
  "book.previous": "Vorherige Seite",
  "book.next": "Nächste Seite",
  "book.last": "Letzte Seite",
  "book.zoomIn": "Vergrößern",
  "book.zoomOut": "Verkleinern",
  "book.fit": "Ganze Seite",
  "book.zoomLevel": "Vergrößerung {percent} %",
  "book.pages": "Seiten",
  "book.goToPage": "Zu Seite {page}",
  "book.keys": "Mit den Pfeiltasten und Bild auf/ab blättern Sie, Pos1 und Ende springen zur ersten und letzten Seite, + und − zoomen.",
  "book.backTo": "Zurück zu {name}",
  "book.pdf.subtitle": "Kollektionen und Farben",
  "book.pdf.contents": "Inhalt",
  "book.pdf.products": { one: "{count} Produkt", other: "{count} Produkte" },
  "book.pdf.continued": "{collection} (Fortsetzung)",
  "book.pdf.more": { one: "und {count} weiteres Produkt im Online-Finder", other: "und {count} weitere Produkte im Online-Finder" },
  "book.pdf.region": "Ausgabe für {region}",
} satisfies Record<keyof typeof enBook, Message>;
