/** HIMACS landing tabs, Simplified Chinese. */
import type { HimacsTopics } from "../../keys";

export const HIMACS_ZH: HimacsTopics = {
  "quality.design": {
    title: "无缝设计",
    paragraphs: [
      "HIMACS是一种亚克力实体面材，由亚克力树脂、天然矿物和颜料混合而成，内外颜色与成分完全一致。板材之间使用同色胶粘剂拼接，再打磨至接缝消失，因此接待台、厨房岛台乃至整面墙都能呈现为一个连续的整体。",
      "材料加热后变得柔韧，可热弯成曲面、波浪和立体造型，冷却后保持形状。从纯白色到背光时柔和发光的半透光Lucent系列，丰富的色彩让建筑师和设计师能够塑造表面，而不只是拼装表面。",
    ],
  },
  "quality.performance": {
    title: "经得起日常使用",
    paragraphs: [
      "HIMACS无孔，液体、污渍和细菌只停留在表面，用湿布即可擦除。它能承受厨房、医院、酒店和商店的高强度使用，日常划痕和印记可在现场打磨去除，无需更换部件即可恢复原有效果。",
      "由认证加工商安装的每一块HIMACS板材均享有{warrantyYears}年可转让有限质保，并随表面一同转让给建筑的下一任业主。",
    ],
  },
  "quality.fabrication": {
    title: "如优质硬木般加工",
    paragraphs: [
      "HIMACS可使用木工车间的硬质合金刀具进行切割、铣削、钻孔和打磨。边缘造型可直接在板材上铣出，水槽和面盆可无缝粘接，另一种颜色的镶嵌图案也能与表面齐平嵌入。",
      "我们拥有经过培训和认证的加工商网络，他们熟练掌握热弯与粘接技术；我们的加工手册和技术服务将从第一张图纸到最终安装全程支持每个项目。",
    ],
  },
  "quality.sustainability": {
    title: "持久耐用的表面",
    paragraphs: [
      "最可持续的表面，是无需更换的表面。HIMACS可翻新：在使用寿命中可多次现场修复和重新抛光。部分颜色含有再生成分，加工产生的边角料可再用于较小部件和镶嵌。",
    ],
  },
  "certification.environment": {
    title: "独立机构验证",
    paragraphs: [
      "HIMACS拥有独立机构出具的环境产品声明和室内空气质量认证，证实其挥发性有机化合物释放量低。这些文件为建筑师提供LEED、BREEAM等绿色建筑评价体系所需的数据。",
    ],
  },
  "certification.fireRating": {
    title: "防火性能测试",
    paragraphs: [
      "HIMACS依据德国标准DIN 4102被评为B1级（难燃）。该等级适用于{fireTestThickness}厚的所有颜色，因此颜色的选择从不限制材料的使用场所。",
      "依据EN 13501-1及各国标准的其他分级，详见各颜色的技术数据表和证书。",
    ],
  },
  "certification.exteria": {
    title: "Exteria：幕墙认证",
    paragraphs: [
      "Exteria系列颜色专为户外配方设计，已通过耐紫外线、耐候和耐温度变化测试。其幕墙应用获得各国技术认可，通风幕墙、阳台和户外家具均可放心选用。",
    ],
  },
  "certification.hygiene": {
    title: "天生卫生",
    paragraphs: [
      "HIMACS无孔且无可见接缝，细菌、霉菌和真菌无处附着。独立实验室已认证其适用于食品接触和卫生要求严格的环境，因此被广泛用于病房、实验室、商用厨房和养老机构。",
    ],
  },
  "certification.process": {
    title: "每一步都注重品质",
    paragraphs: [
      "HIMACS在通过ISO 9001质量管理体系和ISO 14001环境管理体系认证的工厂生产。每个生产批次出厂前都会检验颜色、尺寸和力学性能。",
    ],
  },
  "sustainability.commitment": {
    title: "我们的承诺",
    paragraphs: [
      "我们将可持续发展融入表面材料的设计、生产和使用之中。自{greenhouseSince}年以来，生产工艺的改进使温室气体排放每年减少{greenhouseTons}吨，我们仍在持续降低每块板材所需的能源、水和原材料。",
    ],
  },
  "sustainability.materialSafety": {
    title: "安全的材料",
    paragraphs: [
      "HIMACS生产中不使用重金属，使用过程中不释放有害物质。其原材料依据欧盟REACH法规进行筛选和监控，低释放特性使其适用于学校、住宅和医疗机构。",
    ],
  },
  "sustainability.manufacturing": {
    title: "更清洁的生产",
    paragraphs: [
      "我们的工厂回收工艺余热、循环利用工艺用水，并将生产废料重新投入生产循环。能源消耗和排放量在ISO 14001环境管理体系下每年进行测量和报告。",
    ],
  },
  "sustainability.processing": {
    title: "减少车间废料",
    paragraphs: [
      "HIMACS使用常规木工机械和无水打磨进行加工，无需化学处理。边角料可粘接成新部件，现场修复可延长安装的使用寿命，而不是将其送往填埋场。",
    ],
  },
  "sustainability.transport": {
    title: "更短的运输距离",
    paragraphs: [
      "板材从靠近加工商的区域配送中心发货，托盘装载充分利用每一次运输。更少、更满的运输意味着从工厂到项目完工的燃料消耗和排放更少。",
    ],
  },
};
