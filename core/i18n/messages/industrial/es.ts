import type { Message } from "../../types";
import type { enIndustrial } from "./en";

/** Spanish chrome of the automotive and appliance pages (see ./en.ts). */
export const esIndustrial = {
  "industrial.eyebrow.AUTOMOTIVE": "Automoción",
  "industrial.eyebrow.HOME_APPLIANCE_FILM": "Lámina industrial",
  "industrial.figures": "Cifras clave",
  "industrial.figure.recycled": "de contenido reciclado en peso, {line}",
  "industrial.figure.weightCut": "más ligero que la pieza de acero que sustituye",
  "industrial.figure.glassFibre": "de fibra de vidrio en peso",
  "industrial.figure.thickness": "espesor de la lámina",
  "industrial.figure.designs": "diseños en {lines} líneas",
  "industrial.applications": "Aplicaciones",
  "industrial.range": "La gama",
  "industrial.lineCount": { one: "{count} producto", many: "{count} productos", other: "{count} productos" },
  "industrial.moreInLine": { one: "y {count} más en esta línea", many: "y {count} más en esta línea", other: "y {count} más en esta línea" },
  "industrial.itemNumber": "Ref.",
  "industrial.documents": "Documentos",
  "industrial.documentsOf": "Documentos de {name}",
  "industrial.pdf": "PDF",
  "industrial.contactTitle": "Hable con nuestro equipo",
  "industrial.contactBody": "Nuestros comerciales le ayudan con muestras, homologación según sus normas y volúmenes.",
  "industrial.contactLink": "Buscar un comercial",
  "attribute.weightReductionPct": "Reducción de peso",
  "attribute.glassFibrePct": "Contenido de fibra de vidrio",
} satisfies Record<keyof typeof enIndustrial, Message>;
