/** Related products on the product page (ja). */
import type { Message } from "../../types";
import type { enRelated } from "./en";

export const jaRelated = {
  "product.related.sameCollection": "{collection}のその他の製品",
  "product.related.nearestColours": "全ブランドの近い色",
  "product.related.replacement": "最も近い現行の代替品",
  "product.related.replacementNote": "このカラーは廃番です。現在ご提供している最も近いカラー：",
  "product.related.deltaE": "色差 ΔE {value}",
} satisfies Record<keyof typeof enRelated, Message>;
