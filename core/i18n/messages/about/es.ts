/** The HIMACS about pages (decision 0062), es. */
import type { Message } from "../../types";
import type { enAbout } from "./en";

export const esAbout = {
  "about.heading": "Sobre HIMACS: {topic}",
  "about.more": "Más sobre HIMACS",
} satisfies Record<keyof typeof enAbout, Message>;
