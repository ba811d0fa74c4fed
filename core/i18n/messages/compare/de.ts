/** The compare page and its tray, de. */
import type { Message } from "../../types";
import type { enCompare } from "./en";

export const deCompare = {
  "compare.added": "Zum Vergleich hinzugefügt.",
  "compare.open": "Vergleich öffnen",
  "compare.count": { one: "{count} von {max} Produkten", other: "{count} von {max} Produkten" },
  "compare.tableLabel": "Produkte nebeneinander",
  "compare.caption": "Spezifikationen der verglichenen Produkte, eine Spalte je Produkt",
  "compare.specification": "Spezifikation",
  "compare.differs": "unterschiedlich",
  "compare.onlyDifferences": "Nur Unterschiede zeigen",
  "compare.allRows": "Alle Spezifikationen zeigen",
  "compare.noDifferences": "Diese Produkte stimmen in allen gezeigten Spezifikationen überein.",
  "compare.remove": "{name} aus dem Vergleich entfernen",
  "compare.clear": "Vergleich leeren",
  "compare.keep": "Diesen Vergleich übernehmen",
  "compare.shared": "Dieser Vergleich wurde mit Ihnen geteilt. Übernehmen Sie ihn als Ihren eigenen Vergleich.",
  "compare.dropped": { one: "{count} Produkt wird in dieser Region nicht angeboten und fehlt.", other: "{count} Produkte werden in dieser Region nicht angeboten und fehlen." },
  "compare.browse": "Alle Farben ansehen",
  "compare.share": "Link zu diesem Vergleich",
  "compare.emptyHint": "Wählen Sie bei bis zu vier Produkten „Zum Vergleich hinzufügen“, um sie nebeneinander zu sehen.",
} satisfies Record<keyof typeof enCompare, Message>;
