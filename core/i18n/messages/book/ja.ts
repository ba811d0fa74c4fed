import type { Message } from "../../types";
import type { enBook } from "./en";

export const jaBook = {
  "book.intro": "カタログを1ページずつご覧いただくか、PDFでダウンロードできます。",
  "book.download": "カタログをダウンロード（PDF）",
  "book.loading": "ブックを読み込んでいます…",
  "book.failed": "ここではブックを表示できません。PDFをダウンロードしてください。",
  "book.viewer": "ブックビューアー",
  "book.pageOf": "{page} / {total} ページ",
  "book.first": "最初のページ",
  "book.previous": "前のページ",
  "book.next": "次のページ",
  "book.last": "最後のページ",
  "book.zoomIn": "拡大",
  "book.zoomOut": "縮小",
  "book.fit": "ページ全体",
  "book.zoomLevel": "ズーム {percent}%",
  "book.pages": "ページ一覧",
  "book.goToPage": "{page} ページへ移動",
  "book.keys": "矢印キーと Page Up / Page Down でページをめくり、Home と End で最初と最後のページへ、+ と − で拡大・縮小します。",
  "book.backTo": "{name} に戻る",
  "book.pdf.subtitle": "コレクションとカラー",
  "book.pdf.contents": "目次",
  "book.pdf.products": { other: "{count} 製品" },
  "book.pdf.continued": "{collection}（続き）",
  "book.pdf.more": { other: "ほか {count} 製品はオンラインファインダーでご覧ください" },
  "book.pdf.region": "{region} 版",
} satisfies Record<keyof typeof enBook, Message>;
