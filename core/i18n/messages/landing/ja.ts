/** Category landing wording (ja). */
import type { Message } from "../../types";
import type { enLanding } from "./en";

export const jaLanding = {
  "landing.products": { other: "{count}製品" },
  "landing.contactText": "プロジェクト、サンプル、仕様についてのご質問は、営業チームがお手伝いします。",
  "landing.contactAction": "営業担当者を探す",
} satisfies Record<keyof typeof enLanding, Message>;
