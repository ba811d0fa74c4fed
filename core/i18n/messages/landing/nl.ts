/** Category landing wording (nl). */
import type { Message } from "../../types";
import type { enLanding } from "./en";

export const nlLanding = {
  "landing.products": { one: "{count} product", other: "{count} producten" },
  "landing.contactText": "Vragen over een project, stalen of specificaties? Ons verkoopteam helpt u graag verder.",
  "landing.contactAction": "Vind een vertegenwoordiger",
} satisfies Record<keyof typeof enLanding, Message>;
