import type { Message } from "../../types";
import type { enIndustrial } from "./en";

/** Italian chrome of the automotive and appliance pages (see ./en.ts). */
export const itIndustrial = {
  "industrial.eyebrow.AUTOMOTIVE": "Settore automobilistico",
  "industrial.eyebrow.HOME_APPLIANCE_FILM": "Film industriale",
  "industrial.figures": "Cifre chiave",
  "industrial.figure.recycled": "di contenuto riciclato in peso, {line}",
  "industrial.figure.weightCut": "più leggero del pezzo in acciaio che sostituisce",
  "industrial.figure.glassFibre": "di fibra di vetro in peso",
  "industrial.figure.thickness": "spessore del film",
  "industrial.figure.designs": "decori in {lines} linee",
  "industrial.applications": "Applicazioni",
  "industrial.range": "La gamma",
  "industrial.lineCount": { one: "{count} prodotto", many: "{count} prodotti", other: "{count} prodotti" },
  "industrial.moreInLine": { one: "e {count} altro in questa linea", many: "e altri {count} in questa linea", other: "e altri {count} in questa linea" },
  "industrial.itemNumber": "Cod. art.",
  "industrial.documents": "Documenti",
  "industrial.documentsOf": "Documenti di {name}",
  "industrial.pdf": "PDF",
  "industrial.contactTitle": "Parla con il nostro team",
  "industrial.contactBody": "I nostri commerciali vi aiutano con campioni, omologazione secondo i vostri standard e volumi.",
  "industrial.contactLink": "Trova un commerciale",
  "attribute.weightReductionPct": "Riduzione di peso",
  "attribute.glassFibrePct": "Contenuto di fibra di vetro",
} satisfies Record<keyof typeof enIndustrial, Message>;
