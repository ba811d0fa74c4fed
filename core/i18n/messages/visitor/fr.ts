/** Visitor-tool pages (sales representatives, where to buy, virtual showroom, sample cart), fr. */
import type { Message } from "../../types";
import type { enVisitor } from "./en";

export const frVisitor = {
  "meta.SALES_REPS": "Trouver un représentant commercial",
  "meta.WHERE_TO_BUY": "Où acheter",
  "meta.VIRTUAL_SHOWROOM": "Salle d'exposition virtuelle",
  "meta.SAMPLE_CART": "Panier d'échantillons",
  "meta.description.SALES_REPS": "Trouvez le représentant commercial de votre région et de votre gamme : nom, secteur, téléphone et e-mail.",
  "meta.description.WHERE_TO_BUY": "Trouvez revendeurs, distributeurs, transformateurs et salles d'exposition près de chez vous, par marque et type de partenaire.",
  "meta.description.VIRTUAL_SHOWROOM": "Découvrez nos surfaces dans une salle d'exposition virtuelle, des cuisines et salles de bains aux espaces publics.",
  "meta.description.SAMPLE_CART": "Commandez des échantillons de nos surfaces : choisissez les produits et les formats, puis envoyez votre commande.",
  "visitor.forProduct": "Pour {name} ({itemNumber})",
  "product.actions": "Étapes suivantes",
  "visitor.back": "Retour à {name}",
  "showroom.title": "Parcourez nos surfaces",
  "showroom.intro": "Le showroom virtuel présente nos surfaces dans des pièces entières : cuisines, salles de bains, bureaux, hôtels et espaces publics, éclairés comme sur place.",
  "showroom.how": "Passez d’une pièce à l’autre, regardez de près un plan de travail ou un mur, et notez les coloris que vous souhaitez commander en échantillon.",
  "showroom.enter": "Entrer dans le showroom virtuel",
  "showroom.newTab": "(s’ouvre dans un nouvel onglet)",
  "showroom.visit": "Visiter le showroom virtuel",
} satisfies Record<keyof typeof enVisitor, Message>;
