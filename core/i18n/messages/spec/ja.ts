import type { Message } from "../../types";
import type { enSpec } from "./en";

/** Japanese wording of the specifications (see ./en.ts). */
export const jaSpec = {
  "specTable.group.general": "一般",
  "specTable.group.dimensions": "寸法",
  "specTable.group.surface": "表面",
  "specTable.group.stone": "石材",
  "specTable.group.film": "フィルム",
  "specTable.group.flooring": "床材",
  "specTable.group.sink": "シンク",
  "specTable.group.fire": "防火性能",
  "specTable.group.adhesive": "接着剤",
  "specTable.group.sustainability": "サステナビリティ",
  "specTable.width": "幅",
  "specTable.rollLength": "ロール長さ",
  "spec.keySpecs": "主な仕様",
  "spec.units.legend": "単位",
  "spec.units.metric": "メートル法",
  "spec.units.imperial": "ヤード・ポンド法",
  "spec.units.nowMetric": "寸法をメートル法で表示しています",
  "spec.units.nowImperial": "寸法をヤード・ポンド法で表示しています",
  "spec.docs.product": "製品情報",
  "spec.docs.compliance": "認証と試験",
  "spec.docs.installation": "施工・加工・お手入れ",
  "spec.badges": "特性",
  "spec.countries.count": { other: "{count}か国で販売" },
} satisfies Record<keyof typeof enSpec, Message>;
