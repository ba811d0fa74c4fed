import type { Message } from "../../types";
import type { enZoom } from "./en";

/** Simplified Chinese wording of ./en.ts. */
export const zhCNZoom = {
  "zoom.controls": "缩放",
  "zoom.level": "缩放 {percent}",
  "zoom.reset": "显示全图",
  "zoom.hint": "按键：+ 和 − 缩放，0 显示全图，放大后用方向键移动视图。",
  "zoom.gestures": "拖动可移动图片；双指捏合或滚动鼠标滚轮可缩放。",
  "zoom.hintImages": "按键：+ 和 − 缩放，0 显示全图。放大后方向键移动视图；显示全图时，左右方向键切换图片。",
  "zoom.downloadTitle": "下载：{name}",
  "zoom.downloadButton": "下载 JPEG",
  "zoom.imageSize": "JPEG，{width} × {height} 像素",
} satisfies Record<keyof typeof enZoom, Message>;
