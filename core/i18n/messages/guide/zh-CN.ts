import type { Message } from "../../types";
import type { enGuide } from "./en";

/** Simplified Chinese wording of ./en.ts. */
export const zhCNGuide = {
  "guide.heading": "指南",
  "meta.GUIDES": "边缘造型与表面处理指南",
  "meta.description.GUIDES": "每种边缘造型的形状、每种表面处理的外观与触感，以及拉丝表面的保养方法。",
  "guideText.edgeProfiles.intro": "每幅图显示台面前边缘的截面，上表面朝上。本产品可选的边型已标出。",
  "guideText.edgeDrawing": "“{name}”边型截面",
  "guideText.ownEdge": "本产品可选",
  "guideText.edge.beveled": "在上边角切出一道直斜面，以利落的线条反射光线，外观精致而现代。",
  "guideText.edge.bullnose": "从上表面到下表面呈半圆形圆弧。倚靠舒适，对儿童友好，没有易崩边的棱角。",
  "guideText.edge.eased": "方正的边缘，上下两角略作倒圆。简洁低调，比锐角更不易崩边。",
  "guideText.edge.ellipse": "从上表面到下表面呈半椭圆形，比全圆边更长、更扁平，使台面显得更纤薄。",
  "guideText.edge.knife": "底面大角度斜切，只露出一道薄边，台面仿佛悬浮，轻盈而现代。",
  "guideText.edge.reverse-ogee": "上部凸圆弧顺势过渡到下方凹槽，是经典S形线脚的反向形式，在边缘下方形成柔和的阴影线。",
  "guideText.edge.roman": "上部一道小台阶，随后凹槽过渡为凸圆弧：即罗马S形线脚，适合传统、庄重的空间。",
  "guideText.edge.roundover": "上边角倒成四分之一圆，下边角轻微倒角：比方边柔和，同时完整展现板材厚度。",
  "guideText.finishes.intro": "各种表面处理的外观、触感与老化特点。本产品的表面处理已标出。",
  "guideText.ownFinish": "本产品的表面处理",
  "guideText.finish.polished": "高光泽表面，加深色彩并映照光线，最能展现纹理的丰富层次。指纹和细微划痕比纹理表面更明显。",
  "guideText.finish.brushed": "在表面刷出细腻的直线纹理，带柔和的缎面光泽。能遮盖指纹和细小痕迹，触感自然。",
  "guideText.finish.leather": "如鞣制皮革般的柔和起伏纹理，光泽低调。触感温润，不易显露日常痕迹。",
  "guideText.finish.velvet-touch": "光滑的深哑光表面，触感如丝。反光很少，色彩显得柔和沉静。",
  "guideText.brushedCare": "拉丝表面的保养",
} satisfies Record<keyof typeof enGuide, Message>;
