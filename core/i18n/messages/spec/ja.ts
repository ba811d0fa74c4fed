import type { Message } from "../../types";
import type { enSpec } from "./en";

/** Japanese wording of the specifications (see ./en.ts). */
export const jaSpec = {
  "spec.group.general": "一般",
  "spec.group.dimensions": "寸法",
  "spec.group.surface": "表面",
  "spec.group.stone": "石材",
  "spec.group.film": "フィルム",
  "spec.group.flooring": "床材",
  "spec.group.sink": "シンク",
  "spec.group.fire": "防火性能",
  "spec.group.adhesive": "接着剤",
  "spec.group.sustainability": "サステナビリティ",
  "spec.width": "幅",
  "spec.rollLength": "ロール長さ",
  "spec.keySpecs": "主な仕様",
  "spec.units.legend": "単位",
  "spec.units.metric": "メートル法",
  "spec.units.imperial": "ヤード・ポンド法",
  "spec.units.nowMetric": "寸法をメートル法で表示しています",
  "spec.units.nowImperial": "寸法をヤード・ポンド法で表示しています",
  "spec.docs.product": "製品情報",
  "spec.docs.compliance": "認証と試験",
  "spec.docs.installation": "施工・加工・お手入れ",
  "spec.docs.language": "言語：{language}",
  "spec.docs.size": "ファイルサイズ：{size}",
  "spec.badges": "特性",
  "spec.countries.count": { other: "{count}か国で販売" },
} satisfies Record<keyof typeof enSpec, Message>;
