/** Category landing wording (zh-CN). */
import type { Message } from "../../types";
import type { enLanding } from "./en";

export const zhCNLanding = {
  "landing.products": { other: "{count} 款产品" },
  "landing.contactText": "对项目、样品或规格有疑问？我们的销售团队乐意为您提供帮助。",
  "landing.contactAction": "查找销售代表",
} satisfies Record<keyof typeof enLanding, Message>;
