/** The HIMACS about pages (decision 0062), zh-CN. */
import type { Message } from "../../types";
import type { enAbout } from "./en";

export const zhCNAbout = {
  "about.heading": "关于HIMACS：{topic}",
  "about.more": "进一步了解HIMACS",
} satisfies Record<keyof typeof enAbout, Message>;
