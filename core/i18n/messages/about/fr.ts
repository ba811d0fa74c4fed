/** The HIMACS about pages (decision 0062), fr. */
import type { Message } from "../../types";
import type { enAbout } from "./en";

export const frAbout = {
  "about.heading": "À propos de HIMACS : {topic}",
  "about.more": "En savoir plus sur HIMACS",
} satisfies Record<keyof typeof enAbout, Message>;
