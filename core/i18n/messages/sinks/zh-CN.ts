import type { Message } from "../../types";
import type { enSinks } from "./en";

/** Simplified Chinese wording of the sinks page (see ./en.ts). */
export const zhCNSinks = {
  "sinks.intro": "厨房水槽、台盆、淋浴盘和浴缸，与台面或墙面无缝连接为一体。",
  "sinks.filterTitle": "筛选水槽",
  "sinks.space": "空间",
  "sinks.anySpace": "全部空间",
  "sinks.adaOnly": "仅显示符合 ADA 标准",
  "sinks.colour": "颜色",
  "sinks.anyColour": "全部颜色",
  "sinks.apply": "应用筛选",
  "sinks.clear": "清除筛选",
  "sinks.count": { other: "{count} 个产品" },
  "sinks.itemNumber": "货号",
  "sinks.type": "类型",
  "sinks.overall": "外部尺寸",
  "sinks.inner": "内部尺寸",
  "sinks.dimensionsOrder": "尺寸：宽 × 长 × 深",
  "sinks.ada": "符合 ADA 标准",
  "sinks.kind.SINK": "厨房水槽",
  "sinks.kind.BOWL": "台盆",
  "sinks.kind.SHOWER_TRAY": "淋浴盘",
  "sinks.kind.BATH": "浴缸",
} satisfies Record<keyof typeof enSinks, Message>;
