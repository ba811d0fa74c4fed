import type { Message } from "../../types";
import type { enSpec } from "./en";

/** Spanish wording of the specifications (see ./en.ts). */
export const esSpec = {
  "specTable.group.general": "General",
  "specTable.group.dimensions": "Dimensiones",
  "specTable.group.surface": "Superficie",
  "specTable.group.stone": "Piedra",
  "specTable.group.film": "Lámina",
  "specTable.group.flooring": "Pavimento",
  "specTable.group.sink": "Fregadero",
  "specTable.group.fire": "Comportamiento al fuego",
  "specTable.group.adhesive": "Adhesivo",
  "specTable.group.sustainability": "Sostenibilidad",
  "specTable.width": "Ancho",
  "specTable.rollLength": "Longitud del rollo",
  "spec.keySpecs": "Especificaciones principales",
  "spec.units.legend": "Unidades",
  "spec.units.metric": "Métrico",
  "spec.units.imperial": "Imperial",
  "spec.units.nowMetric": "Medidas ahora en unidades métricas",
  "spec.units.nowImperial": "Medidas ahora en unidades imperiales",
  "spec.docs.product": "Información del producto",
  "spec.docs.compliance": "Certificados y ensayos",
  "spec.docs.installation": "Instalación, transformación y mantenimiento",
  "spec.badges": "Características",
  "spec.countries.count": { one: "A la venta en {count} país", many: "A la venta en {count} países", other: "A la venta en {count} países" },
} satisfies Record<keyof typeof enSpec, Message>;
