import type { Message } from "../../types";
import type { enSinks } from "./en";

/** Japanese wording of the sinks page (see ./en.ts). */
export const jaSinks = {
  "sinks.intro": "ワークトップや壁と継ぎ目なく一体化するキッチンシンク、洗面ボウル、シャワートレイ、浴槽。",
  "sinks.filterTitle": "シンクを絞り込む",
  "sinks.space": "設置場所",
  "sinks.anySpace": "すべての場所",
  "sinks.adaOnly": "ADA準拠のみ",
  "sinks.colour": "カラー",
  "sinks.anyColour": "すべてのカラー",
  "sinks.apply": "絞り込む",
  "sinks.clear": "条件をクリア",
  "sinks.count": { other: "{count}件" },
  "sinks.itemNumber": "品番",
  "sinks.type": "種類",
  "sinks.overall": "外寸",
  "sinks.inner": "内寸",
  "sinks.dimensionsOrder": "寸法：幅 × 奥行 × 深さ",
  "sinks.ada": "ADA準拠",
  "sinks.kind.SINK": "キッチンシンク",
  "sinks.kind.BOWL": "洗面ボウル",
  "sinks.kind.SHOWER_TRAY": "シャワートレイ",
  "sinks.kind.BATH": "浴槽",
} satisfies Record<keyof typeof enSinks, Message>;
