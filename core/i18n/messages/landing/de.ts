/** Category landing wording (de). */
import type { Message } from "../../types";
import type { enLanding } from "./en";

export const deLanding = {
  "landing.products": { one: "{count} Produkt", other: "{count} Produkte" },
  "landing.contactText": "Fragen zu einem Projekt, zu Mustern oder technischen Daten? Unser Vertriebsteam hilft Ihnen gern.",
  "landing.contactAction": "Vertriebspartner finden",
} satisfies Record<keyof typeof enLanding, Message>;
