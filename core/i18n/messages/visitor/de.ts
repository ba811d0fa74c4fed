/** Visitor-tool pages (sales representatives, where to buy, virtual showroom, sample cart), de. */
import type { Message } from "../../types";
import type { enVisitor } from "./en";

export const deVisitor = {
  "meta.SALES_REPS": "Vertriebspartner finden",
  "meta.WHERE_TO_BUY": "Bezugsquellen",
  "meta.VIRTUAL_SHOWROOM": "Virtueller Showroom",
  "meta.SAMPLE_CART": "Musterwarenkorb",
  "meta.description.SALES_REPS": "Finden Sie den Vertriebspartner für Ihre Region und Produktlinie: Name, Gebiet, Telefon und E-Mail.",
  "meta.description.WHERE_TO_BUY": "Händler, Großhändler, Verarbeiter und Ausstellungen in Ihrer Nähe, nach Marke und Partnertyp.",
  "meta.description.VIRTUAL_SHOWROOM": "Erleben Sie unsere Oberflächen in einem virtuellen Showroom, von Küche und Bad bis zu öffentlichen Räumen.",
  "meta.description.SAMPLE_CART": "Bestellen Sie Muster unserer Oberflächen: Produkte und Größen wählen, dann die Bestellung absenden.",
  "visitor.forProduct": "Für {name} ({itemNumber})",
  "product.actions": "Nächste Schritte",
  "visitor.back": "Zurück zu {name}",
  "showroom.title": "Unsere Oberflächen im Raum erleben",
  "showroom.intro": "Der virtuelle Showroom zeigt unsere Oberflächen in ganzen Räumen: Küchen, Bäder, Büros, Hotels und öffentliche Bereiche, beleuchtet wie vor Ort.",
  "showroom.how": "Gehen Sie von Raum zu Raum, betrachten Sie eine Arbeitsplatte oder Wand aus der Nähe und notieren Sie die Farben, die Sie als Muster bestellen möchten.",
  "showroom.enter": "Virtuellen Showroom betreten",
  "showroom.newTab": "(öffnet in einem neuen Tab)",
  "showroom.visit": "Virtuellen Showroom besuchen",
} satisfies Record<keyof typeof enVisitor, Message>;
