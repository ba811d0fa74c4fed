/** The HIMACS about pages (decision 0062), ja. */
import type { Message } from "../../types";
import type { enAbout } from "./en";

export const jaAbout = {
  "about.heading": "HIMACSについて：{topic}",
  "about.more": "HIMACSについてもっと知る",
} satisfies Record<keyof typeof enAbout, Message>;
