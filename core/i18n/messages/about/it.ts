/** The HIMACS about pages (decision 0062), it. */
import type { Message } from "../../types";
import type { enAbout } from "./en";

export const itAbout = {
  "about.heading": "HIMACS: {topic}",
  "about.more": "Scopri di più su HIMACS",
} satisfies Record<keyof typeof enAbout, Message>;
