/** Visitor-tool pages (sales representatives, where to buy, virtual showroom, sample cart), ja. */
import type { Message } from "../../types";
import type { enVisitor } from "./en";

export const jaVisitor = {
  "meta.SALES_REPS": "営業担当者を探す",
  "meta.WHERE_TO_BUY": "販売店を探す",
  "meta.VIRTUAL_SHOWROOM": "バーチャルショールーム",
  "meta.SAMPLE_CART": "サンプルカート",
  "meta.description.SALES_REPS": "地域と製品ラインごとの営業担当者（氏名、担当地域、電話、メール）をお探しいただけます。",
  "meta.description.WHERE_TO_BUY": "お近くの販売店、代理店、加工業者、ショールームをブランドやパートナー種別で探せます。",
  "meta.description.VIRTUAL_SHOWROOM": "キッチンやバスルームから公共空間まで、バーチャルショールームで素材をご覧ください。",
  "meta.description.SAMPLE_CART": "製品とサイズを選んで、サンプルをご注文いただけます。",
  "visitor.forProduct": "{name}（{itemNumber}）について",
  "product.actions": "次のステップ",
  "visitor.back": "{name}に戻る",
  "showroom.title": "空間の中で素材を体感",
  "showroom.intro": "バーチャルショールームでは、キッチン、バスルーム、オフィス、ホテル、公共空間などの実際の空間に素材を配し、現場と同じ光の下でご覧いただけます。",
  "showroom.how": "空間から空間へと移動し、カウンターや壁面を近くで確かめ、サンプルを注文したい色をメモしてください。",
  "showroom.enter": "バーチャルショールームに入る",
  "showroom.newTab": "（新しいタブで開きます）",
  "showroom.visit": "バーチャルショールームを見る",
} satisfies Record<keyof typeof enVisitor, Message>;
