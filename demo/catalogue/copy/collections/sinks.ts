/** Sink collections of HIMACS and VIATERA: a short description in every content language. */
import type { Template } from "../fill";

export const HIMACS_SINK_COLLECTION: Template = {
  en: "Sinks, washbasins, shower trays and baths in HIMACS that bond seamlessly to worktops and walls of the same material. With no joint to collect dirt, they are as easy to clean as they are to design with.",
  de: "Spülen, Waschbecken, Duschwannen und Badewannen aus HIMACS, die sich fugenlos mit Arbeitsplatten und Wänden aus demselben Material verbinden. Ohne Fuge, in der sich Schmutz sammelt, sind sie ebenso leicht zu reinigen wie zu gestalten.",
  fr: "Éviers, vasques, receveurs de douche et baignoires en HIMACS qui s’assemblent sans joint aux plans de travail et aux murs du même matériau. Sans joint où la saleté s’accumule, ils se nettoient aussi facilement qu’ils s’intègrent au projet.",
  it: "Lavelli, lavabi, piatti doccia e vasche in HIMACS che si uniscono senza giunture a piani e pareti dello stesso materiale. Senza fughe in cui si accumula lo sporco, sono facili da pulire quanto da progettare.",
  es: "Fregaderos, lavabos, platos de ducha y bañeras de HIMACS que se unen sin juntas a encimeras y paredes del mismo material. Sin juntas donde se acumule la suciedad, son tan fáciles de limpiar como de diseñar.",
  nl: "Spoelbakken, wastafels, douchebakken en baden van HIMACS die naadloos aansluiten op werkbladen en wanden van hetzelfde materiaal. Zonder naad waarin vuil zich verzamelt, zijn ze even makkelijk schoon te houden als te ontwerpen.",
  ja: "同じ素材のカウンターや壁と継ぎ目なく一体化する、HIMACS製のシンク、洗面ボウル、シャワートレイ、バスタブです。汚れがたまる継ぎ目がないため、デザインしやすく、お手入れも簡単です。",
  zh: "HIMACS材质的水槽、面盆、淋浴底盘和浴缸，可与同材质的台面和墙面无缝融为一体。没有藏污纳垢的接缝，设计自如，清洁也同样轻松。",
  ru: "Мойки, раковины, душевые поддоны и ванны из HIMACS, бесшовно соединяемые со столешницами и стенами из того же материала. Без швов, где скапливается грязь, их так же легко мыть, как и встраивать в проект.",
};

export const VIATERA_SINK_COLLECTION: Template = {
  en: "Undermount sinks and vanity bowls cast in VIATERA quartz, in colours that match VIATERA worktops. They give kitchens and bathrooms a clean, continuous line.",
  de: "Unterbauspülen und Waschtischbecken aus VIATERA-Quarz, in Farben passend zu VIATERA-Arbeitsplatten. Sie geben Küchen und Bädern eine klare, durchgehende Linie.",
  fr: "Éviers sous plan et vasques coulés en quartz VIATERA, dans des teintes assorties aux plans de travail VIATERA. Ils donnent aux cuisines et salles de bains une ligne nette et continue.",
  it: "Lavelli sottotop e lavabi in quarzo VIATERA, in tinte abbinate ai piani di lavoro VIATERA. Danno a cucine e bagni una linea pulita e continua.",
  es: "Fregaderos bajo encimera y lavabos moldeados en cuarzo VIATERA, en colores a juego con las encimeras VIATERA. Dan a cocinas y baños una línea limpia y continua.",
  nl: "Onderbouwspoelbakken en waskommen gegoten in VIATERA-kwarts, in kleuren die passen bij VIATERA-werkbladen. Ze geven keukens en badkamers een strakke, doorlopende lijn.",
  ja: "VIATERAクォーツで成形したアンダーマウントシンクと洗面ボウルで、VIATERAのカウンターに合うカラーをそろえています。キッチンやバスルームに、すっきりとした連続したラインを生み出します。",
  zh: "以VIATERA石英石铸造的台下盆和洗手盆，颜色与VIATERA台面相匹配，为厨房和浴室带来简洁连贯的线条。",
  ru: "Подстольные мойки и раковины, отлитые из кварца VIATERA, в цветах под столешницы VIATERA. Они придают кухням и ванным комнатам чистую непрерывную линию.",
};
