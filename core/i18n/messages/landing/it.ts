/** Category landing wording (it). */
import type { Message } from "../../types";
import type { enLanding } from "./en";

export const itLanding = {
  "landing.products": { one: "{count} prodotto", many: "{count} prodotti", other: "{count} prodotti" },
  "landing.contactText": "Domande su un progetto, sui campioni o sulle specifiche? Il nostro team commerciale è a disposizione.",
  "landing.contactAction": "Trova un agente di vendita",
} satisfies Record<keyof typeof enLanding, Message>;
