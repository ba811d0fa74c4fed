import type { Message } from "../../types";
import type { enGuide } from "./en";

/** Japanese wording of ./en.ts. */
export const jaGuide = {
  "guide.heading": "ガイド",
  "meta.GUIDES": "エッジ形状と仕上げのガイド",
  "meta.description.GUIDES": "各エッジ形状の断面、各仕上げの見た目と手ざわり、ブラッシュ仕上げのお手入れ。",
  "guideText.edgeProfiles.intro": "各図はワークトップ前端の断面を示します（上面が上）。この製品で選べるエッジ形状には印が付いています。",
  "guideText.edgeDrawing": "エッジ形状「{name}」の断面",
  "guideText.ownEdge": "この製品で選択可能",
  "guideText.edge.beveled": "上側の角をまっすぐ面取りした形状。光をシャープな線で受け止め、端正でモダンな印象を与えます。",
  "guideText.edge.bullnose": "上面から下面まで半円状に丸めた形状。もたれても当たりが柔らかく、子どもにも安心で、欠けやすい角がありません。",
  "guideText.edge.eased": "上下の角をわずかに丸めたスクエアなエッジ。すっきりと控えめで、鋭い角より欠けにくい形状です。",
  "guideText.edge.ellipse": "上面から下面まで半楕円を描く形状。ブルノーズより長く平たい丸みで、天板を薄く見せます。",
  "guideText.edge.knife": "下面を急角度で削り込み、見える縁を薄くした形状。天板が浮いているように見え、軽やかで現代的なキッチンに。",
  "guideText.edge.reverse-ogee": "上部の凸の丸みが下部の凹のくぼみへ流れる形状。古典的なオジーを反転させたもので、縁の下に柔らかな影のラインが生まれます。",
  "guideText.edge.roman": "上部の小さな段から凹のくぼみ、そして凸の丸みへと続く形状。伝統的で格調ある空間に合うローマンオジーです。",
  "guideText.edge.roundover": "上側の角を四分円に丸め、下側の角を軽く面取りした形状。スクエアより柔らかく、素材の厚みはそのまま見せます。",
  "guideText.finishes.intro": "各仕上げの見た目、手ざわり、経年変化。この製品の仕上げには印が付いています。",
  "guideText.ownFinish": "この製品の仕上げ",
  "guideText.finish.polished": "色に深みを与え、光を映す高光沢仕上げ。柄が最も豊かに見えます。指紋や細かな傷はテクスチャー仕上げより目立ちます。",
  "guideText.finish.brushed": "表面にブラシで細かな線状の質感をつけた、しっとりとしたサテン調の仕上げ。指紋や小さな跡が目立ちにくく、自然な手ざわりです。",
  "guideText.finish.leather": "なめし革のような、ゆるやかな凹凸と控えめなつやのある仕上げ。手ざわりが温かく、日常の跡が目立ちにくい表情です。",
  "guideText.finish.velvet-touch": "なめらかで深いマットの表面に、シルクのような手ざわり。光の反射が少なく、色が柔らかく落ち着いて見えます。",
  "guideText.brushedCare": "ブラッシュ仕上げのお手入れ",
} satisfies Record<keyof typeof enGuide, Message>;
