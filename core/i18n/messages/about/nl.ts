/** The HIMACS about pages (decision 0062), nl. */
import type { Message } from "../../types";
import type { enAbout } from "./en";

export const nlAbout = {
  "about.heading": "Over HIMACS: {topic}",
  "about.more": "Meer over HIMACS",
} satisfies Record<keyof typeof enAbout, Message>;
