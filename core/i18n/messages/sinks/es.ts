import type { Message } from "../../types";
import type { enSinks } from "./en";

/** Spanish wording of the sinks page (see ./en.ts). */
export const esSinks = {
  "sinks.intro": "Fregaderos, lavabos, platos de ducha y bañeras que se unen a la encimera o a la pared sin juntas visibles.",
  "sinks.filterTitle": "Filtrar fregaderos",
  "sinks.space": "Espacio",
  "sinks.anySpace": "Todos los espacios",
  "sinks.adaOnly": "Solo conformes con ADA",
  "sinks.colour": "Color",
  "sinks.anyColour": "Todos los colores",
  "sinks.apply": "Aplicar filtros",
  "sinks.clear": "Borrar filtros",
  "sinks.count": { one: "{count} producto", many: "{count} productos", other: "{count} productos" },
  "sinks.itemNumber": "Ref.",
  "sinks.type": "Tipo",
  "sinks.overall": "Exteriores",
  "sinks.inner": "Interiores",
  "sinks.dimensionsOrder": "Medidas: ancho × largo × profundidad",
  "sinks.ada": "Conforme con ADA",
  "sinks.kind.SINK": "Fregadero de cocina",
  "sinks.kind.BOWL": "Lavabo",
  "sinks.kind.SHOWER_TRAY": "Plato de ducha",
  "sinks.kind.BATH": "Bañera",
} satisfies Record<keyof typeof enSinks, Message>;
