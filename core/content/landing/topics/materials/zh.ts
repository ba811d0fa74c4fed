/** Landing tabs of the other families, Simplified Chinese. */
import type { GenericTopics } from "../../keys";

export const MATERIALS_ZH: GenericTopics = {
  "quality.design.quartz": {
    title: "天然石材之美",
    paragraphs: [
      "VIATERA石英石台面将天然石英与优质树脂和颜料相结合，既呈现大理石和花岗岩的深邃质感与纹理，又具备任何采石场都无法提供的一致性。同一颜色的每块大板都能完美衔接，让大型厨房和长台面从头到尾保持统一。",
    ],
  },
  "quality.performance.quartz": {
    title: "坚固耐用，易于打理",
    paragraphs: [
      "石英是自然界最坚硬的矿物之一，使VIATERA具有出色的抗划伤和抗崩边性能。无孔表面能抵御咖啡、红酒和油渍，且无需封护：用温水和中性清洁剂即可保持如新。",
    ],
  },
  "quality.fabrication.quartz": {
    title: "量身定制",
    paragraphs: [
      "VIATERA大板由石材加工厂使用水冷金刚石工具加工，按照每个项目的图纸切割水槽开孔、抛光边缘并成型边型。配套的石英石水槽可台下安装，呈现简洁连贯的线条。",
    ],
  },
  "quality.design.porcelain": {
    title: "大规格，精细节",
    paragraphs: [
      "TERACANTO岩板由细腻的黏土和矿物压制而成，经高温烧制为大规格薄板。数码装饰技术以惊人的真实感再现石材、混凝土和金属，让台面、墙面、地面和家具呈现统一协调的风格。",
    ],
  },
  "quality.performance.porcelain": {
    title: "不惧高温与光照",
    paragraphs: [
      "烧制而成的岩板耐高温、耐划伤、耐化学品、耐紫外线。热锅可直接放置，清洁剂不会留下痕迹，颜色也不会在阳光下褪色，因此TERACANTO既适用于室内，也适用于户外厨房和建筑幕墙。",
    ],
  },
  "quality.fabrication.porcelain": {
    title: "精准加工",
    paragraphs: [
      "TERACANTO由经过烧结材料加工培训的加工商使用水刀和金刚石工具切割。斜角拼接的边缘让图案延续到转角处，使台面看起来如同整块实体，大板还可对纹拼接，形成连续纹理。",
    ],
  },
  "quality.design.panel": {
    title: "墙面与家具，一种饰面",
    paragraphs: [
      "BORTE装饰板将木材的温暖、石材的沉静和简洁的纯色带到墙面、门和家具上。表面与封边相互匹配，整个室内空间都能以一种协调统一的材料完成设计。",
    ],
  },
  "quality.performance.panel": {
    title: "耐用的装饰表面",
    paragraphs: [
      "BORTE的装饰表面耐划伤、耐冲击、耐日常清洁剂，在日光下也能保持色彩。板材平整稳定，大面积墙面和高柜门多年使用后依然平直。",
    ],
  },
  "quality.fabrication.panel": {
    title: "即装即用",
    paragraphs: [
      "BORTE装饰板可用标准木工机械裁切和封边，并以常用连接系统固定。配套的封边条和配件让安装快速、效果整洁。",
    ],
  },
  "quality.design.interiorFilm": {
    title: "无需拆除，焕新表面",
    paragraphs: [
      "我们的建筑装饰膜是自粘型表面材料，拥有木材、石材、金属、皮革和织物的外观与触感。贴覆于门、墙面、家具和固定装置上，无需拆除原有结构即可焕新室内空间。",
    ],
  },
  "quality.performance.interiorFilm": {
    title: "为繁忙空间而生",
    paragraphs: [
      "装饰膜耐划伤、耐污、防潮，且易于清洁。由于施工安静、快速、整洁，酒店、办公室和商店可以在不停业的情况下完成翻新。",
    ],
  },
  "quality.fabrication.interiorFilm": {
    title: "施工简便",
    paragraphs: [
      "导气槽胶层让施工人员可以调整膜的位置、排出气泡，并包覆边缘和线条。平面与曲面都可在现场贴覆，只需刮板和热风枪。",
    ],
  },
  "quality.design.exteriorFilm": {
    title: "焕新建筑外立面",
    paragraphs: [
      "户外装饰膜为外立面、入户门、窗框和外墙挂板带来木纹、金属和纯色的全新饰面，无需更换下方的构件。",
    ],
  },
  "quality.performance.exteriorFilm": {
    title: "无惧风雨",
    paragraphs: [
      "户外装饰膜经过专门配方设计，可抵御紫外线、雨水和温度变化。历经多年日晒与严寒，色彩依然稳定，表面依然完好。",
    ],
  },
  "quality.fabrication.exteriorFilm": {
    title: "工厂覆膜或现场施工",
    paragraphs: [
      "装饰膜可在工厂覆贴于型材和板材上，也可由经过培训的施工人员在现场施工，并根据基材选用合适的胶粘剂和底涂剂。",
    ],
  },
  "quality.design.signFilm": {
    title: "引人注目的图文",
    paragraphs: [
      "VIZUON标识与图文膜将品牌呈现在车辆、橱窗、灯箱和建筑上。可打印膜、刻字膜和透光膜协同配合，可在一套系统中完成完整的品牌形象。",
    ],
  },
  "quality.performance.signFilm": {
    title: "持久色彩",
    paragraphs: [
      "VIZUON膜在户外保持色彩和粘性，可移除型产品在活动结束后可干净揭除。透光膜将光线均匀分布于整个灯箱，不产生亮斑。",
    ],
  },
  "quality.fabrication.signFilm": {
    title: "适用于打印与刻绘",
    paragraphs: [
      "这些膜适用于溶剂、弱溶剂、乳胶和UV打印机以及刻字机。导气槽胶层和高贴合性产品使车身贴膜以及铆钉、曲面上的施工更快速、更容易修正。",
    ],
  },
  "quality.design.flooring": {
    title: "适合每个空间的地板",
    paragraphs: [
      "HFLOR弹性地材涵盖豪华乙烯基地板（LVT）、免胶铺地板、SPC硬芯地板、同质透心卷材、多层复合卷材和特殊地材。木纹、石纹和抽象图案配以协调的色彩，让住宅、学校、医院和办公室都能找到合适的地面。",
    ],
  },
  "quality.performance.flooring": {
    title: "舒适且耐用",
    paragraphs: [
      "保护性表层使HFLOR免受刮擦、污渍和高频踩踏的损伤，弹性结构比硬质地面更安静、脚感更温暖。定期清洁即可多年保持美观。",
    ],
  },
  "quality.fabrication.flooring": {
    title: "快速铺装",
    paragraphs: [
      "锁扣、免胶和满粘铺装方式适用于各种基层和工期。免胶铺和锁扣地板铺好即可行走，卷材可热熔焊接成无缝、卫生的地面。",
    ],
  },
  "quality.sustainability": {
    title: "经久耐用",
    paragraphs: [
      "耐用的表面节约资源：多使用一年，就少更换一次。我们设计的材料寿命长、易保养，并在产品允许的情况下加入再生成分。",
    ],
  },
  "certification.environment": {
    title: "独立机构验证",
    paragraphs: [
      "我们的产品经独立机构检测挥发性有机化合物释放量，并获得销售所在市场的室内空气质量标签。环境产品声明为LEED、BREEAM等绿色建筑评价体系提供数据。",
    ],
  },
  "certification.fireRating": {
    title: "防火等级",
    paragraphs: [
      "产品依据EN 13501-1及使用所在市场的国家标准进行燃烧性能测试。每款产品的等级均注明于其技术数据表和证书中。",
    ],
  },
  "certification.hygiene": {
    title: "易于保持清洁",
    paragraphs: [
      "致密无孔的表面让污垢和细菌无处附着，用普通清洁剂即可清洁。因此，这种材料是厨房、医疗场所及其他注重卫生空间的理想选择。",
    ],
  },
  "certification.process": {
    title: "经认证的流程",
    paragraphs: [
      "我们的工厂按照ISO 9001质量管理体系和ISO 14001环境管理体系运营。生产逐批检验，确保交付的材料与设计指定的材料一致。",
    ],
  },
  "sustainability.commitment": {
    title: "我们的承诺",
    paragraphs: [
      "我们将可持续发展融入材料的设计、生产和使用之中。自{greenhouseSince}年以来，生产工艺的改进使温室气体排放每年减少{greenhouseTons}吨，我们仍在持续降低产品所需的能源、水和原材料。",
    ],
  },
  "sustainability.materialSafety": {
    title: "安全的材料",
    paragraphs: [
      "原材料依据欧盟REACH法规及各市场的化学品安全规定进行筛选和监控。我们的产品专为住宅、学校和医院打造，并对其向空气中的释放物进行检测。",
    ],
  },
  "sustainability.manufacturing": {
    title: "更清洁的生产",
    paragraphs: [
      "我们的工厂回收工艺余热、循环用水，并将生产废料重新投入生产循环。能源消耗和排放量每年进行测量和报告。",
    ],
  },
  "sustainability.processing": {
    title: "负责任的加工",
    paragraphs: [
      "加工指南帮助加工车间收集切割粉尘和废水、再利用边角料并将废料降至最低。精确规划大板和板材的排版，让采购量与安装量尽可能接近。",
    ],
  },
  "sustainability.transport": {
    title: "更短的运输距离",
    paragraphs: [
      "产品从靠近项目的区域仓库发货，装载充分利用每个托盘和集装箱。更少、更满的运输意味着更少的燃料消耗和排放。",
    ],
  },
};
