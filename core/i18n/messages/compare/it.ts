/** The compare page and its tray, it. */
import type { Message } from "../../types";
import type { enCompare } from "./en";

export const itCompare = {
  "compare.added": "Aggiunto al confronto.",
  "compare.open": "Apri il confronto",
  "compare.count": { one: "{count} di {max} prodotti", many: "{count} di {max} prodotti", other: "{count} di {max} prodotti" },
  "compare.tableLabel": "Prodotti affiancati",
  "compare.caption": "Specifiche dei prodotti confrontati, una colonna per prodotto",
  "compare.specification": "Specifica",
  "compare.differs": "diverso",
  "compare.onlyDifferences": "Mostra solo le differenze",
  "compare.allRows": "Mostra tutte le specifiche",
  "compare.noDifferences": "Questi prodotti hanno in comune tutte le specifiche mostrate.",
  "compare.remove": "Rimuovi {name} dal confronto",
  "compare.clear": "Svuota il confronto",
  "compare.keep": "Tieni questo confronto",
  "compare.shared": "Questo confronto è stato condiviso con te. Tienilo per farne il tuo confronto.",
  "compare.dropped": { one: "{count} prodotto non è offerto in questa regione ed è escluso.", many: "{count} prodotti non sono offerti in questa regione e sono esclusi.", other: "{count} prodotti non sono offerti in questa regione e sono esclusi." },
  "compare.browse": "Sfoglia tutti i colori",
  "compare.share": "Link a questo confronto",
  "compare.emptyHint": "Scegli «Aggiungi al confronto» su un massimo di quattro prodotti per vederli affiancati.",
} satisfies Record<keyof typeof enCompare, Message>;
