/** The compare page and its tray, es. */
import type { Message } from "../../types";
import type { enCompare } from "./en";

export const esCompare = {
  "compare.added": "Añadido a la comparación.",
  "compare.open": "Abrir la comparación",
  "compare.count": { one: "{count} de {max} productos", many: "{count} de {max} productos", other: "{count} de {max} productos" },
  "compare.tableLabel": "Productos uno al lado del otro",
  "compare.caption": "Especificaciones de los productos comparados, una columna por producto",
  "compare.specification": "Especificación",
  "compare.differs": "difiere",
  "compare.onlyDifferences": "Mostrar solo las diferencias",
  "compare.allRows": "Mostrar todas las especificaciones",
  "compare.noDifferences": "Estos productos comparten todas las especificaciones mostradas.",
  "compare.remove": "Quitar {name} de la comparación",
  "compare.clear": "Vaciar la comparación",
  "compare.keep": "Conservar esta comparación",
  "compare.shared": "Han compartido esta comparación con usted. Consérvela para que sea su propia comparación.",
  "compare.dropped": { one: "{count} producto no se ofrece en esta región y se ha omitido.", many: "{count} productos no se ofrecen en esta región y se han omitido.", other: "{count} productos no se ofrecen en esta región y se han omitido." },
  "compare.browse": "Ver todos los colores",
  "compare.share": "Enlace a esta comparación",
  "compare.emptyHint": "Elija «Añadir a la comparación» en hasta cuatro productos para verlos uno al lado del otro.",
} satisfies Record<keyof typeof enCompare, Message>;
