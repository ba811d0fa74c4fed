import type { Message } from "../../types";
import type { enZoom } from "./en";

/** Japanese wording of ./en.ts. */
export const jaZoom = {
  "zoom.controls": "ズーム",
  "zoom.level": "ズーム {percent}",
  "zoom.reset": "全体を表示",
  "zoom.hint": "キー操作：+ と − で拡大・縮小、0 で全体表示、拡大中は矢印キーで表示位置を移動。",
  "zoom.gestures": "ドラッグで画像を移動、ピンチまたはマウスホイールでズームします。",
  "zoom.hintImages": "キー操作：+ と − で拡大・縮小、0 で全体表示。拡大中は矢印キーで表示位置を移動し、全体表示のときは左右キーで画像を切り替えます。",
  "zoom.downloadTitle": "ダウンロード：{name}",
  "zoom.downloadButton": "JPEG をダウンロード",
  "zoom.imageSize": "JPEG、{width} × {height} ピクセル",
} satisfies Record<keyof typeof enZoom, Message>;
