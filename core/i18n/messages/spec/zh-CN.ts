import type { Message } from "../../types";
import type { enSpec } from "./en";

/** Chinese wording of the specifications (see ./en.ts). */
export const zhCNSpec = {
  "spec.group.general": "常规",
  "spec.group.dimensions": "尺寸",
  "spec.group.surface": "表面",
  "spec.group.stone": "石材",
  "spec.group.film": "膜材",
  "spec.group.flooring": "地板",
  "spec.group.sink": "水槽",
  "spec.group.fire": "防火性能",
  "spec.group.adhesive": "胶粘剂",
  "spec.group.sustainability": "可持续性",
  "spec.width": "宽度",
  "spec.rollLength": "卷长",
  "spec.keySpecs": "主要规格",
  "spec.units.legend": "单位",
  "spec.units.metric": "公制",
  "spec.units.imperial": "英制",
  "spec.units.nowMetric": "尺寸现以公制单位显示",
  "spec.units.nowImperial": "尺寸现以英制单位显示",
  "spec.docs.product": "产品信息",
  "spec.docs.compliance": "认证与测试",
  "spec.docs.installation": "安装、加工与保养",
  "spec.docs.language": "语言：{language}",
  "spec.docs.size": "文件大小：{size}",
  "spec.badges": "特性",
  "spec.countries.count": { other: "在 {count} 个国家/地区销售" },
} satisfies Record<keyof typeof enSpec, Message>;
