/** Visitor-tool pages (sales representatives, where to buy, virtual showroom, sample cart), zh-CN. */
import type { Message } from "../../types";
import type { enVisitor } from "./en";

export const zhCNVisitor = {
  "meta.SALES_REPS": "查找销售代表",
  "meta.WHERE_TO_BUY": "购买渠道",
  "meta.VIRTUAL_SHOWROOM": "虚拟展厅",
  "meta.SAMPLE_CART": "样品购物车",
  "meta.description.SALES_REPS": "查找您所在地区和产品线的销售代表：姓名、负责区域、电话和电子邮件。",
  "meta.description.WHERE_TO_BUY": "按品牌和合作伙伴类型查找您附近的经销商、分销商、加工商和展厅。",
  "meta.description.VIRTUAL_SHOWROOM": "在虚拟展厅中浏览我们的表面材料，从厨房、浴室到公共空间。",
  "meta.description.SAMPLE_CART": "订购表面材料样品：选择产品和尺寸，然后提交订单。",
  "visitor.forProduct": "关于 {name}（{itemNumber}）",
  "product.actions": "后续步骤",
  "visitor.back": "返回 {name}",
  "showroom.title": "在空间中感受我们的材料",
  "showroom.intro": "虚拟展厅将我们的材料置于完整的空间中：厨房、浴室、办公室、酒店和公共空间，光照与现场一致。",
  "showroom.how": "在各个空间之间穿行，近距离查看台面或墙面，并记下想要订购样品的颜色。",
  "showroom.enter": "进入虚拟展厅",
  "showroom.newTab": "（在新标签页中打开）",
  "showroom.visit": "参观虚拟展厅",
} satisfies Record<keyof typeof enVisitor, Message>;
