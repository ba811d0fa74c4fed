/** Category landing wording (fr). */
import type { Message } from "../../types";
import type { enLanding } from "./en";

export const frLanding = {
  "landing.products": { one: "{count} produit", other: "{count} produits" },
  "landing.contactText": "Des questions sur un projet, des échantillons ou des caractéristiques techniques ? Notre équipe commerciale est là pour vous aider.",
  "landing.contactAction": "Trouver un représentant commercial",
} satisfies Record<keyof typeof enLanding, Message>;
