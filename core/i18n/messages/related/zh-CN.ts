/** Related products on the product page (zh-CN). */
import type { Message } from "../../types";
import type { enRelated } from "./en";

export const zhCNRelated = {
  "product.related.sameCollection": "更多{collection}产品",
  "product.related.nearestColours": "各品牌中的相近颜色",
  "product.related.replacement": "最接近的现行替代品",
  "product.related.replacementNote": "此颜色已停产。目前仍在供应的最接近颜色：",
  "product.related.deltaE": "色差 ΔE {value}",
} satisfies Record<keyof typeof enRelated, Message>;
