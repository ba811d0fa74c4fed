/** Landing intros, Simplified Chinese. */
import type { Intros } from "../keys";

export const INTROS_ZH: Intros = {
  "himacs.brand": {
    title: "塑造您的空间",
    paragraphs: ["HIMACS是一种亚克力实体面材，几乎可以成型、拼接和加工成任何形状，且接缝不可见。世界各地的建筑师、设计师和加工商将其用于厨房、浴室、家具、建筑外立面和公共空间。"],
  },
  "himacs.about.design": {
    title: "设计自由",
    paragraphs: ["热弯曲面、隐形接缝、贯穿整块板材的色彩：了解HIMACS如何让设计师塑造表面，而不只是拼装表面。"],
  },
  "himacs.about.fabrication": {
    title: "加工的艺术",
    paragraphs: ["HIMACS由经过培训的加工商使用木工工具进行切割、铣削、粘接和热弯。了解无缝台面、一体式水槽和雕塑感墙面背后的工艺。"],
  },
  "himacs.about.quality": {
    title: "持久品质",
    paragraphs: ["HIMACS无孔、卫生且可现场翻新，专为数十年的日常使用而打造；由认证加工商完成的每一项安装均享有{warrantyYears}年可转让质保。"],
  },
  "himacs.about.certifications": {
    title: "检测与认证",
    paragraphs: ["防火、卫生、室内空气质量和幕墙认可：这些独立认证让您从医院到建筑外围护结构都能放心选用HIMACS。"],
  },
  "himacs.about.sustainability": {
    title: "负责任地制造",
    paragraphs: ["从原材料安全到更清洁的工厂和更短的运输，了解我们如何降低HIMACS的环境足迹，以及为何一种可修复使用数十年的表面是可持续的选择。"],
  },
  "himacs.about.history": {
    title: "HIMACS的故事",
    paragraphs: ["HIMACS最初作为更好的厨房台面材料诞生，逐渐发展为建筑设计的媒介，塑造了标志性外立面、屡获殊荣的室内空间和知名设计师的家具作品。了解它如何一个项目接一个项目地成长。"],
  },
  "himacs.category": {
    title: "色彩丰富的实体面材",
    paragraphs: ["探索HIMACS系列，从纯色Solids、大理石风格的Aurora和Marmo，到半透光的Lucent和耐候的Exteria，为您的下一个项目找到合适的颜色。"],
  },
  "viatera.category": {
    title: "精致石英石",
    paragraphs: ["VIATERA石英石台面将天然石材之美带入厨房和浴室，同时具备只有工程石材才能提供的一致性、强度和易打理性能。"],
  },
  "teracanto.category": {
    title: "大规格岩板",
    paragraphs: ["TERACANTO岩板将逼真的石材、混凝土和金属设计与耐高温、耐划伤、耐紫外线性能相结合，适用于室内外的台面、墙面和外立面。"],
  },
  "borte.category": {
    title: "打造完整空间的装饰板",
    paragraphs: ["BORTE装饰板以协调的木纹、石纹和纯色饰面装点墙面、门和家具，坚固耐用、尺寸稳定、安装快捷。"],
  },
  "benif.category": {
    title: "焕新任何室内空间",
    paragraphs: ["BENIF建筑装饰膜以逼真的木纹、石纹、金属和织物饰面焕新门、墙面和家具，现场施工，无需拆除，干扰极小。"],
  },
  "deco.category": {
    title: "轻松装饰",
    paragraphs: ["Deco装饰膜为家具、橱柜和室内固定装置带来木纹、纯色和图案的全新表面：自粘、易清洁、施工简便。"],
  },
  "exterior.category": {
    title: "户外饰面",
    paragraphs: ["户外装饰膜以耐候的木纹、金属和纯色饰面保护并焕新窗框、门和外立面构件，无论日晒雨淋都能保持色彩。"],
  },
  "vizuon.category": {
    title: "标识与图文膜",
    paragraphs: ["VIZUON膜将品牌和信息呈现在车辆、标识、橱窗和建筑上，提供可打印、刻字和透光等多种型号，满足各类应用。"],
  },
  "vizuon.category.vehicle": {
    title: "车辆与交通",
    paragraphs: ["适用于轿车、巴士、卡车和列车的车身贴膜，贴合曲面与凹槽，在路上保持色彩，更换设计时可干净揭除。"],
  },
  "vizuon.category.signs-and-displays": {
    title: "标识与展示",
    paragraphs: ["用于标识、终端陈列和展会的可打印膜和刻字膜，打印效果清晰锐利，胶层适用于短期活动或长期使用。"],
  },
  "vizuon.category.illuminated-sign": {
    title: "灯箱标识",
    paragraphs: ["透光膜将光线均匀分布于灯箱和发光字，无论白天还是夜晚都能忠实呈现品牌色彩。"],
  },
  "vizuon.category.architecture": {
    title: "建筑",
    paragraphs: ["用于玻璃和建筑表面的膜，无需结构改造即可为办公室、商店和公共建筑增添私密性、装饰和导视功能。"],
  },
  "vizuon.category.eco-solutions": {
    title: "环保方案",
    paragraphs: ["有害物质更少、排放更低的图文膜，适合希望标识也能体现其环保承诺的品牌。"],
  },
  "vizuon.category.corporate-branding": {
    title: "企业形象",
    paragraphs: ["精准配色的膜，在车队、店面和办公室中一致地呈现企业形象，遍及每一个地点。"],
  },
  "vizuon.collection": {
    title: "VIZUON系列",
    paragraphs: ["浏览该VIZUON系列的膜产品，比较饰面、胶层和应用，为您的项目找到合适之选。"],
  },
  "hflor.category.about": {
    title: "弹性地材",
    paragraphs: ["HFLOR地材将自然质感的设计与舒适脚感和耐高频踩踏性能相结合，提供适用于住宅、学校、医院、办公室和体育场馆的多种类型。"],
  },
  "hflor.category.lvt": {
    title: "豪华乙烯基地板（LVT）",
    paragraphs: ["乙烯基地砖和地板拥有逼真的木纹与石纹设计、保护性表层以及温暖安静的脚感，适用于住宅和商业空间。"],
  },
  "hflor.category.looselay": {
    title: "免胶铺地板",
    paragraphs: ["厚重稳定的地板无需胶粘即可平整铺放：铺装快速，铺好即可使用，需检修或更换时还可再次掀起。"],
  },
  "hflor.category.spc": {
    title: "SPC硬芯地板",
    paragraphs: ["采用石塑硬芯的锁扣地板，尺寸稳定、防水，可在现有地面上快速悬浮铺装。"],
  },
  "hflor.category.homogeneous": {
    title: "同质透心卷材",
    paragraphs: ["整体厚度成分一致的卷材地板，适用于需要耐用、无缝、卫生地面的医院、实验室和学校。"],
  },
  "hflor.category.heterogeneous": {
    title: "多层复合卷材",
    paragraphs: ["多层结构卷材地板，印刷图案位于透明耐磨层之下，兼具多样外观与公共建筑所需的坚固性能。"],
  },
  "hflor.category.specialty": {
    title: "特殊地材",
    paragraphs: ["满足特殊需求的地材，从体育场馆到导静电和声学应用，专为各空间所需的性能而设计。"],
  },
  "hflor.collection": {
    title: "HFLOR系列",
    paragraphs: ["浏览该HFLOR系列的设计，比较颜色、规格和结构，为您的项目找到合适的地面。"],
  },
};
