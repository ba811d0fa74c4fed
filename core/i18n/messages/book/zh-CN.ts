import type { Message } from "../../types";
import type { enBook } from "./en";

export const zhCNBook = {
  "book.intro": "逐页浏览产品目录，或下载 PDF 版本。",
  "book.download": "下载产品目录（PDF）",
  "book.loading": "正在加载电子书…",
  "book.failed": "无法在此显示电子书，请下载 PDF。",
  "book.viewer": "电子书阅读器",
  "book.pageOf": "第 {page} 页，共 {total} 页",
  "book.first": "第一页",
  "book.previous": "上一页",
  "book.next": "下一页",
  "book.last": "最后一页",
  "book.zoomIn": "放大",
  "book.zoomOut": "缩小",
  "book.fit": "整页",
  "book.zoomLevel": "缩放 {percent}%",
  "book.pages": "页面",
  "book.goToPage": "转到第 {page} 页",
  "book.keys": "使用方向键和 Page Up、Page Down 翻页，Home 和 End 跳到第一页和最后一页，+ 和 − 缩放。",
  "book.backTo": "返回{name}",
  "book.pdf.subtitle": "系列与颜色",
  "book.pdf.contents": "目录",
  "book.pdf.products": { other: "{count} 款产品" },
  "book.pdf.continued": "{collection}（续）",
  "book.pdf.more": { other: "另有 {count} 款产品，请在在线查找器中查看" },
  "book.pdf.region": "{region}版",
} satisfies Record<keyof typeof enBook, Message>;
