/** The compare page and its tray, ja. */
import type { Message } from "../../types";
import type { enCompare } from "./en";

export const jaCompare = {
  "compare.added": "比較に追加しました。",
  "compare.open": "比較を開く",
  "compare.count": { other: "{count} / {max} 製品" },
  "compare.tableLabel": "製品の並列比較",
  "compare.caption": "比較する製品の仕様（製品ごとに一列）",
  "compare.specification": "仕様",
  "compare.differs": "相違あり",
  "compare.onlyDifferences": "相違点のみ表示",
  "compare.allRows": "すべての仕様を表示",
  "compare.noDifferences": "表示中の仕様はすべて同じです。",
  "compare.remove": "{name}を比較から外す",
  "compare.clear": "比較をクリア",
  "compare.keep": "この比較を保存",
  "compare.shared": "共有された比較です。保存するとご自身の比較リストになります。",
  "compare.dropped": { other: "{count}件の製品はこの地域では取り扱いがないため表示されません。" },
  "compare.browse": "すべてのカラーを見る",
  "compare.share": "この比較へのリンク",
  "compare.emptyHint": "最大四つの製品で「比較に追加」を選ぶと、並べて比較できます。",
} satisfies Record<keyof typeof enCompare, Message>;
