/** The HIMACS about pages (decision 0062), ru. */
import type { Message } from "../../types";
import type { enAbout } from "./en";

export const ruAbout = {
  "about.heading": "О HIMACS: {topic}",
  "about.more": "Подробнее о HIMACS",
} satisfies Record<keyof typeof enAbout, Message>;
