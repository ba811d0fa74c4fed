/** The HIMACS about pages (decision 0062), de. */
import type { Message } from "../../types";
import type { enAbout } from "./en";

export const deAbout = {
  "about.heading": "Über HIMACS: {topic}",
  "about.more": "Mehr über HIMACS",
} satisfies Record<keyof typeof enAbout, Message>;
