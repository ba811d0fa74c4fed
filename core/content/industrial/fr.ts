import type { IndustrialCopySet } from "./types";

export const FR: IndustrialCopySet = {
  "automotive.skin": {
    intro: [
      "Notre cuir végan donne aux sièges, portes et planches de bord l’aspect et le toucher d’un cuir fin, sans aucun produit d’origine animale. Il est calandré et grainé dans nos usines : grain, couleur et souplesse restent identiques du premier au dernier mètre.",
      "Deux gammes contiennent des matières recyclées : {recycledMin} en poids dans la gamme premium et {recycledMax} dans la gamme éco, où un tissu PET recyclé remplace le support vierge. Toutes deux respectent les limites d’émissions fixées par les constructeurs pour l’habitacle.",
    ],
    applications: [
      { name: "Sièges", text: "Des surfaces résistantes qui gardent leur grain pendant des années." },
      { name: "Panneaux de porte et accoudoirs", text: "Des peaux toucher doux qui épousent les petits rayons sans plis." },
      { name: "Planches de bord", text: "Des grains mats qui évitent les reflets dans le pare-brise." },
      { name: "Pavillons et montants", text: "Des textiles légers effet suède pour un habitacle calme." },
    ],
  },
  "automotive.lightweight": {
    intro: [
      "Les thermoplastiques renforcés de fibres de verre longues ou continues remplacent l’acier là où la voiture porte des charges. Un dossier de siège ou un carter de batterie moulé en une seule injection pèse jusqu’à {cutMax} de moins que la pièce en acier soudée, avec la rigidité requise aux mêmes crash-tests.",
      "La teneur en fibres suit la pièce : {fibreMin} en poids pour les formes complexes qui doivent remplir le moule, {fibreMax} là où la rigidité compte le plus. La matrice est en polypropylène, recyclable en fin de vie du véhicule.",
    ],
    applications: [
      { name: "Dossiers de siège", text: "Des coques minces qui allègent et libèrent de la place à l’arrière." },
      { name: "Carters de batterie", text: "Des boîtiers rigides et sans corrosion pour plateformes électriques." },
      { name: "Écrans de soubassement", text: "Des panneaux résistants aux chocs qui lissent l’écoulement d’air." },
      { name: "Modules de porte", text: "Des supports qui reçoivent vitre, haut-parleur et serrure en une pièce." },
    ],
  },
  "automotive.component": {
    intro: [
      "Garnitures intérieures et pièces extérieures arrivent prêtes à monter, leur décor moulé plutôt que peint. Aspects métal, bois et uni sont contrecollés ou décorés dans le moule et résistent au soleil, au nettoyage et à l’usage quotidien.",
      "Les pièces moulées remplacent des assemblages plus lourds : garnitures et pièces extérieures pèsent de {cutMin} à {cutMax} de moins que les pièces remplacées, au bénéfice de l’autonomie et des émissions.",
    ],
    applications: [
      { name: "Consoles centrales et inserts de planche de bord", text: "Aspects métal brossé et bois à pores ouverts, sans métal ni placage." },
      { name: "Panneaux de porte", text: "Des panneaux décorés assortis aux sièges et à la planche de bord." },
      { name: "Calandres et coques de rétroviseur", text: "Finitions brillantes et satinées stables aux UV, sans peinture." },
      { name: "Garnitures de montant et barres de toit", text: "Des composés résistants aux intempéries qui gardent leur couleur." },
    ],
  },
  "appliance.film": {
    intro: [
      "Le film de surface pour électroménager transforme un simple acier en façade de réfrigérateur, de lave-linge ou de four. Le film est contrecollé sur l’acier en bobine avant le formage : chaque tôle sort de la presse finie, sans peinture ni déchet.",
      "Les films PET et PVC offrent des aspects métal, verre, pierre et textile, mat doux et haute brillance, avec des qualités anti-traces de doigts ou à forte emboutissabilité.",
    ],
    applications: [
      { name: "Réfrigérateurs", text: "Des portes en métal brossé, verre ou couleur, sans traces de doigts." },
      { name: "Lave-linge et lave-vaisselle", text: "Des façades qui résistent aux détergents, à la vapeur et aux rayures." },
      { name: "Fours", text: "Des stratifiés résistants à la chaleur pour les côtés et les portes." },
      { name: "Climatiseurs", text: "Des unités intérieures assorties à la pièce plutôt qu’à la machine." },
    ],
  },
};
