import type { Message } from "../../types";
import type { enGuide } from "./en";

/** French wording of ./en.ts. */
export const frGuide = {
  "guide.heading": "Guides pratiques",
  "meta.GUIDES": "Guides des profils de chant et des finitions",
  "meta.description.GUIDES": "La forme de chaque profil de chant, l'aspect et le toucher de chaque finition, et l'entretien d'une finition brossée.",
  "guideText.edgeProfiles.intro": "Chaque dessin montre la coupe du chant avant d’un plan de travail, face supérieure en haut. Les profils proposés pour ce produit sont signalés.",
  "guideText.edgeDrawing": "Coupe du profil de chant {name}",
  "guideText.ownEdge": "Proposé pour ce produit",
  "guideText.edge.beveled": "Un chanfrein droit sur l’arête supérieure. Il accroche la lumière en une ligne nette et donne un aspect précis et moderne.",
  "guideText.edge.bullnose": "Arrondi en demi-cercle de la face supérieure à la face inférieure. Doux au contact, sûr pour les enfants, sans arête susceptible de s’écailler.",
  "guideText.edge.eased": "Un chant droit aux deux arêtes légèrement adoucies. Net et sobre, il s’écaille moins qu’une arête vive.",
  "guideText.edge.ellipse": "Une demi-ellipse de la face supérieure à la face inférieure : un nez plus long et plus plat que le demi-rond, qui affine visuellement le plan.",
  "guideText.edge.knife": "La face inférieure est fortement chanfreinée pour ne laisser voir qu’un chant fin : le plan semble flotter, pour une cuisine légère et contemporaine.",
  "guideText.edge.reverse-ogee": "Un arrondi convexe en haut qui se prolonge par une gorge concave en dessous : la doucine classique inversée, avec une ligne d’ombre douce sous le nez.",
  "guideText.edge.roman": "Un petit ressaut en haut, puis une gorge concave qui se prolonge par un arrondi convexe : la doucine romaine des intérieurs classiques et raffinés.",
  "guideText.edge.roundover": "L’arête supérieure arrondie en quart de cercle et l’arête inférieure légèrement adoucie : plus doux qu’un chant droit, toute l’épaisseur reste visible.",
  "guideText.finishes.intro": "L’aspect, le toucher et le vieillissement de chaque finition. La finition de ce produit est signalée.",
  "guideText.ownFinish": "Finition de ce produit",
  "guideText.finish.polished": "Un brillant intense qui approfondit la couleur et reflète la lumière, révélant le motif dans toute sa richesse. Traces de doigts et rayures fines se voient plus que sur une finition texturée.",
  "guideText.finish.brushed": "Une fine texture linéaire brossée dans la surface, au doux reflet satiné. Elle masque les traces de doigts et les petites marques et offre un toucher naturel.",
  "guideText.finish.leather": "Une texture légèrement ondulée au faible reflet, comme un cuir tanné. Chaleureuse au toucher et indulgente avec les marques du quotidien.",
  "guideText.finish.velvet-touch": "Une surface lisse, profondément mate, au toucher soyeux. Elle reflète peu la lumière : les couleurs paraissent douces et calmes.",
  "guideText.brushedCare": "Entretien d’une finition brossée",
} satisfies Record<keyof typeof enGuide, Message>;
