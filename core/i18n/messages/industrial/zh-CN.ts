import type { Message } from "../../types";
import type { enIndustrial } from "./en";

/** Simplified Chinese chrome of the automotive and appliance pages (see ./en.ts). */
export const zhCNIndustrial = {
  "industrial.eyebrow.AUTOMOTIVE": "汽车",
  "industrial.eyebrow.HOME_APPLIANCE_FILM": "工业膜",
  "industrial.figures": "关键数据",
  "industrial.figure.recycled": "再生材料含量（按重量），{line}",
  "industrial.figure.weightCut": "比所替代的钢制部件更轻",
  "industrial.figure.glassFibre": "玻璃纤维含量（按重量）",
  "industrial.figure.thickness": "膜厚",
  "industrial.figure.designs": "{lines} 个系列中的花色",
  "industrial.applications": "应用",
  "industrial.range": "产品系列",
  "industrial.lineCount": { other: "{count} 个产品" },
  "industrial.moreInLine": { other: "本系列另有 {count} 个产品" },
  "industrial.itemNumber": "货号",
  "industrial.documents": "资料下载",
  "industrial.documentsOf": "{name} 的资料",
  "industrial.pdf": "PDF",
  "industrial.contactTitle": "联系我们的团队",
  "industrial.contactBody": "我们的销售代表可协助提供样品、按贵方标准认证以及批量供货。",
  "industrial.contactLink": "查找销售代表",
  "attribute.weightReductionPct": "减重比例",
  "attribute.glassFibrePct": "玻璃纤维含量",
} satisfies Record<keyof typeof enIndustrial, Message>;
