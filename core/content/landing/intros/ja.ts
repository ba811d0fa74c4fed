/** Landing intros, Japanese. */
import type { Intros } from "../keys";

export const INTROS_JA: Intros = {
  "himacs.brand": {
    title: "空間をかたちづくる",
    paragraphs: ["HIMACSは、ほぼあらゆる形に成形・接合・仕上げができ、継ぎ目が目立たないアクリル系ソリッドサーフェスです。世界中の建築家、デザイナー、加工業者が、キッチン、バスルーム、家具、ファサード、公共空間に採用しています。"],
  },
  "himacs.about.design": {
    title: "デザインの自由",
    paragraphs: ["熱成形による曲面、目立たない継ぎ目、シートの内部まで通った色。HIMACSが、表面を「組み立てる」のではなく「かたちづくる」ことをデザイナーにどう可能にするのかをご紹介します。"],
  },
  "himacs.about.fabrication": {
    title: "加工の技",
    paragraphs: ["HIMACSは、研修を受けた加工業者が木工工具で切断、ルーター加工、接着、熱成形を行います。継ぎ目のないカウンター、一体型シンク、彫刻的な壁面を生み出す技術をご覧ください。"],
  },
  "himacs.about.quality": {
    title: "長く続く品質",
    paragraphs: ["非多孔質で衛生的、現場で再生できるHIMACSは、何十年にもわたる日常使用のためにつくられています。認定加工業者による施工には、{warrantyYears}年間の譲渡可能な保証が付きます。"],
  },
  "himacs.about.certifications": {
    title: "試験と認証",
    paragraphs: ["防火、衛生、室内空気質、ファサードの認定。病院から建物の外皮まで、HIMACSを安心して採用いただくための第三者認証をご紹介します。"],
  },
  "himacs.about.sustainability": {
    title: "責任あるものづくり",
    paragraphs: ["原材料の安全性から、よりクリーンな工場、より短い輸送まで、HIMACSの環境負荷を減らす取り組みと、何十年も補修して使える表面材がサステナブルな選択である理由をご紹介します。"],
  },
  "himacs.about.history": {
    title: "HIMACSの歩み",
    paragraphs: ["HIMACSは、より優れたキッチンカウンター材として誕生し、象徴的なファサード、受賞歴のあるインテリア、著名デザイナーの家具を生み出す建築の素材へと成長しました。プロジェクトを重ねて歩んできた軌跡をご覧ください。"],
  },
  "himacs.category": {
    title: "あらゆる色のソリッドサーフェス",
    paragraphs: ["純色のSolids、大理石調のAuroraとMarmoから、半透明のLucent、耐候性のExteriaまで、HIMACSのコレクションをご覧いただき、次のプロジェクトにふさわしいカラーを見つけてください。"],
  },
  "viatera.category": {
    title: "洗練されたクォーツ",
    paragraphs: ["VIATERAクォーツサーフェスは、天然石の美しさをキッチンやバスルームにもたらし、人工素材ならではの均一性、強度、手入れのしやすさを兼ね備えています。"],
  },
  "teracanto.category": {
    title: "大判のポーセリン",
    paragraphs: ["TERACANTOポーセリンサーフェスは、石、コンクリート、金属のリアルなデザインと、熱、傷、紫外線への耐性を兼ね備え、屋内外のカウンター、壁、ファサードに対応します。"],
  },
  "borte.category": {
    title: "空間をまるごと仕上げるパネル",
    paragraphs: ["BORTE化粧パネルは、壁、扉、家具を、調和のとれた木目、石目、単色の仕上げで包みます。丈夫で寸法が安定し、すばやく施工できます。"],
  },
  "benif.category": {
    title: "あらゆるインテリアを一新",
    paragraphs: ["BENIF建築用フィルムは、リアルな木目、石目、金属調、テキスタイル調の仕上げで扉、壁、家具をリニューアルします。解体不要で現場施工でき、業務への影響も最小限です。"],
  },
  "deco.category": {
    title: "手軽なデコレーション",
    paragraphs: ["デコフィルムは、家具、収納、内装造作に、木目、単色、柄の新しい表面を与えます。粘着式でお手入れが簡単、施工も手軽です。"],
  },
  "exterior.category": {
    title: "屋外のための仕上げ",
    paragraphs: ["エクステリアフィルムは、窓枠、ドア、ファサード部材を、日差しや雨の中でも色を保つ耐候性の木目、金属調、単色仕上げで保護し、一新します。"],
  },
  "vizuon.category": {
    title: "サイン・グラフィックフィルム",
    paragraphs: ["VIZUONフィルムは、車両、看板、窓、建物にブランドとメッセージを届けます。印刷用、カッティング用、透過用のグレードで、あらゆる用途に対応します。"],
  },
  "vizuon.category.vehicle": {
    title: "車両・交通",
    paragraphs: ["乗用車、バス、トラック、鉄道車両向けのラッピングフィルム。曲面や凹部に追従し、走行中も色を保ち、デザイン変更時にはきれいにはがせます。"],
  },
  "vizuon.category.signs-and-displays": {
    title: "サイン・ディスプレイ",
    paragraphs: ["サイン、店頭ディスプレイ、展示会向けの印刷用・カッティング用フィルム。シャープな印刷品質と、短期キャンペーンから長期使用まで対応する粘着剤をそろえています。"],
  },
  "vizuon.category.illuminated-sign": {
    title: "電飾サイン",
    paragraphs: ["ライトボックスやチャンネル文字に光を均一に拡散する透過フィルム。昼も夜もブランドカラーを忠実に表現します。"],
  },
  "vizuon.category.architecture": {
    title: "建築",
    paragraphs: ["ガラスや建物の表面に貼るフィルムで、構造工事なしにオフィス、店舗、公共施設に目隠し、装飾、サイン計画を加えます。"],
  },
  "vizuon.category.eco-solutions": {
    title: "エコソリューション",
    paragraphs: ["有害物質を減らし、排出を抑えたグラフィックフィルム。サインにも環境への取り組みを反映したいブランドのために。"],
  },
  "vizuon.category.corporate-branding": {
    title: "コーポレートブランディング",
    paragraphs: ["正確な色合わせのフィルムで、社用車、店舗ファサード、オフィスに、どの拠点でも一貫したコーポレートアイデンティティを再現します。"],
  },
  "vizuon.collection": {
    title: "VIZUONコレクション",
    paragraphs: ["このVIZUONコレクションのフィルムをご覧いただき、仕上げ、粘着剤、用途を比較して、プロジェクトに最適なものをお選びください。"],
  },
  "hflor.category.about": {
    title: "弾性床材",
    paragraphs: ["HFLORの床材は、自然な風合いのデザインに、歩行時の快適さと激しい往来への耐性を兼ね備え、住宅、学校、病院、オフィス、体育施設向けの各タイプをそろえています。"],
  },
  "hflor.category.lvt": {
    title: "ラグジュアリービニルタイル（LVT）",
    paragraphs: ["本物さながらの木目・石目デザイン、保護層、温かく静かな足触りを備えたビニルタイルとプランク。住宅にも商業空間にも対応します。"],
  },
  "hflor.category.looselay": {
    title: "置き敷き",
    paragraphs: ["接着剤なしで平らに置ける、重量があり安定したプランク。すばやく敷設でき、すぐに使用でき、点検や交換の際には再び持ち上げることができます。"],
  },
  "hflor.category.spc": {
    title: "SPC硬質コア",
    paragraphs: ["寸法安定性と耐水性に優れた石粉・樹脂の硬質コアを持つクリック式プランク。既存の床の上にすばやくフローティング施工できます。"],
  },
  "hflor.category.homogeneous": {
    title: "ホモジニアスシート",
    paragraphs: ["全層が同じ組成のシート床材。丈夫で継ぎ目がなく衛生的な床を必要とする病院、研究施設、学校に適しています。"],
  },
  "hflor.category.heterogeneous": {
    title: "ヘテロジニアスシート",
    paragraphs: ["透明な摩耗層の下に印刷柄を持つ多層構造のシート床材。多彩なデザインと、公共建築に求められる堅牢性を両立します。"],
  },
  "hflor.category.specialty": {
    title: "特殊床材",
    paragraphs: ["体育施設から導電性・音響用途まで、特別な要求に応える床材。それぞれの空間に必要な性能を発揮するよう設計されています。"],
  },
  "hflor.collection": {
    title: "HFLORコレクション",
    paragraphs: ["このHFLORコレクションのデザインをご覧いただき、色、サイズ、構造を比較して、プロジェクトに最適な床をお選びください。"],
  },
};
