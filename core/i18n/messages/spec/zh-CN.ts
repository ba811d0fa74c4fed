import type { Message } from "../../types";
import type { enSpec } from "./en";

/** Chinese wording of the specifications (see ./en.ts). */
export const zhCNSpec = {
  "specTable.group.general": "常规",
  "specTable.group.dimensions": "尺寸",
  "specTable.group.surface": "表面",
  "specTable.group.stone": "石材",
  "specTable.group.film": "膜材",
  "specTable.group.flooring": "地板",
  "specTable.group.sink": "水槽",
  "specTable.group.fire": "防火性能",
  "specTable.group.adhesive": "胶粘剂",
  "specTable.group.sustainability": "可持续性",
  "specTable.width": "宽度",
  "specTable.rollLength": "卷长",
  "spec.keySpecs": "主要规格",
  "spec.units.legend": "单位",
  "spec.units.metric": "公制",
  "spec.units.imperial": "英制",
  "spec.units.nowMetric": "尺寸现以公制单位显示",
  "spec.units.nowImperial": "尺寸现以英制单位显示",
  "spec.docs.product": "产品信息",
  "spec.docs.compliance": "认证与测试",
  "spec.docs.installation": "安装、加工与保养",
  "spec.badges": "特性",
  "spec.countries.count": { other: "在 {count} 个国家/地区销售" },
} satisfies Record<keyof typeof enSpec, Message>;
