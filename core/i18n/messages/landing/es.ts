/** Category landing wording (es). */
import type { Message } from "../../types";
import type { enLanding } from "./en";

export const esLanding = {
  "landing.products": { one: "{count} producto", many: "{count} productos", other: "{count} productos" },
  "landing.contactText": "¿Preguntas sobre un proyecto, muestras o especificaciones? Nuestro equipo comercial está para ayudarle.",
  "landing.contactAction": "Buscar un representante comercial",
} satisfies Record<keyof typeof enLanding, Message>;
