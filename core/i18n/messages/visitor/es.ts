/** Visitor-tool pages (sales representatives, where to buy, virtual showroom, sample cart), es. */
import type { Message } from "../../types";
import type { enVisitor } from "./en";

export const esVisitor = {
  "meta.SALES_REPS": "Buscar un representante comercial",
  "meta.WHERE_TO_BUY": "Dónde comprar",
  "meta.VIRTUAL_SHOWROOM": "Sala de exposición virtual",
  "meta.SAMPLE_CART": "Cesta de muestras",
  "meta.description.SALES_REPS": "Encuentre al representante comercial de su región y línea de producto: nombre, zona, teléfono y correo electrónico.",
  "meta.description.WHERE_TO_BUY": "Encuentre distribuidores, transformadores y salas de exposición cerca de usted, por marca y tipo de socio.",
  "meta.description.VIRTUAL_SHOWROOM": "Recorra nuestras superficies en una sala de exposición virtual, desde cocinas y baños hasta espacios públicos.",
  "meta.description.SAMPLE_CART": "Pida muestras de nuestras superficies: elija los productos y los tamaños y envíe su pedido.",
  "visitor.forProduct": "Para {name} ({itemNumber})",
  "product.actions": "Próximos pasos",
  "visitor.back": "Volver a {name}",
  "showroom.title": "Recorra nuestras superficies",
  "showroom.intro": "El showroom virtual muestra nuestras superficies en espacios completos: cocinas, baños, oficinas, hoteles y espacios públicos, iluminados como en obra.",
  "showroom.how": "Pase de un espacio a otro, observe de cerca una encimera o una pared y anote los colores que quiera pedir como muestra.",
  "showroom.enter": "Entrar en el showroom virtual",
  "showroom.newTab": "(se abre en una pestaña nueva)",
  "showroom.visit": "Visitar el showroom virtual",
} satisfies Record<keyof typeof enVisitor, Message>;
