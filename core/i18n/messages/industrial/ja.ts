import type { Message } from "../../types";
import type { enIndustrial } from "./en";

/** Japanese chrome of the automotive and appliance pages (see ./en.ts). */
export const jaIndustrial = {
  "industrial.eyebrow.AUTOMOTIVE": "自動車",
  "industrial.eyebrow.HOME_APPLIANCE_FILM": "工業用フィルム",
  "industrial.figures": "主要数値",
  "industrial.figure.recycled": "再生材含有率（重量比）、{line}",
  "industrial.figure.weightCut": "置き換える鋼製部品より軽量",
  "industrial.figure.glassFibre": "ガラス繊維含有率（重量比）",
  "industrial.figure.thickness": "フィルム厚",
  "industrial.figure.designs": "{lines}シリーズのデザイン数",
  "industrial.applications": "用途",
  "industrial.range": "ラインナップ",
  "industrial.lineCount": { other: "{count}製品" },
  "industrial.moreInLine": { other: "このシリーズにはほかに{count}製品" },
  "industrial.itemNumber": "品番",
  "industrial.documents": "資料",
  "industrial.documentsOf": "{name}の資料",
  "industrial.pdf": "PDF",
  "industrial.contactTitle": "お問い合わせ",
  "industrial.contactBody": "営業担当がサンプル、貴社規格への適合、数量のご相談を承ります。",
  "industrial.contactLink": "営業担当を探す",
  "attribute.weightReductionPct": "軽量化率",
  "attribute.glassFibrePct": "ガラス繊維含有率",
} satisfies Record<keyof typeof enIndustrial, Message>;
