/** The compare page and its tray, zh-CN. */
import type { Message } from "../../types";
import type { enCompare } from "./en";

export const zhCNCompare = {
  "compare.added": "已加入对比。",
  "compare.open": "打开对比",
  "compare.count": { other: "{count} / {max} 款产品" },
  "compare.tableLabel": "产品并排对比",
  "compare.caption": "所对比产品的规格，每款产品一列",
  "compare.specification": "规格",
  "compare.differs": "有差异",
  "compare.onlyDifferences": "仅显示差异",
  "compare.allRows": "显示全部规格",
  "compare.noDifferences": "这些产品所显示的规格全部相同。",
  "compare.remove": "将{name}移出对比",
  "compare.clear": "清空对比",
  "compare.keep": "保留此对比",
  "compare.shared": "这是他人分享给您的对比。保留后即成为您自己的对比列表。",
  "compare.dropped": { other: "有 {count} 款产品在此地区未提供，未予显示。" },
  "compare.browse": "浏览全部颜色",
  "compare.share": "此对比的链接",
  "compare.emptyHint": "在最多四款产品上选择“加入对比”，即可并排查看。",
} satisfies Record<keyof typeof enCompare, Message>;
