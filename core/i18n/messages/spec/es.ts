import type { Message } from "../../types";
import type { enSpec } from "./en";

/** Spanish wording of the specifications (see ./en.ts). */
export const esSpec = {
  "spec.group.general": "General",
  "spec.group.dimensions": "Dimensiones",
  "spec.group.surface": "Superficie",
  "spec.group.stone": "Piedra",
  "spec.group.film": "Lámina",
  "spec.group.flooring": "Pavimento",
  "spec.group.sink": "Fregadero",
  "spec.group.fire": "Comportamiento al fuego",
  "spec.group.adhesive": "Adhesivo",
  "spec.group.sustainability": "Sostenibilidad",
  "spec.width": "Ancho",
  "spec.rollLength": "Longitud del rollo",
  "spec.keySpecs": "Especificaciones principales",
  "spec.units.legend": "Unidades",
  "spec.units.metric": "Métrico",
  "spec.units.imperial": "Imperial",
  "spec.units.nowMetric": "Medidas ahora en unidades métricas",
  "spec.units.nowImperial": "Medidas ahora en unidades imperiales",
  "spec.docs.product": "Información del producto",
  "spec.docs.compliance": "Certificados y ensayos",
  "spec.docs.installation": "Instalación, transformación y mantenimiento",
  "spec.docs.language": "Idioma: {language}",
  "spec.docs.size": "Tamaño del archivo: {size}",
  "spec.badges": "Características",
  "spec.countries.count": { one: "A la venta en {count} país", many: "A la venta en {count} países", other: "A la venta en {count} países" },
} satisfies Record<keyof typeof enSpec, Message>;
