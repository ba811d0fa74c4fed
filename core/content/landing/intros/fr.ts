/** Landing intros, French. */
import type { Intros } from "../keys";

export const INTROS_FR: Intros = {
  "himacs.brand": {
    title: "Donnez forme à votre espace",
    paragraphs: ["HIMACS est une surface solide acrylique qui se façonne, s’assemble et se finit dans presque toutes les formes, sans joints visibles. Architectes, designers et transformateurs l’utilisent dans le monde entier pour les cuisines, les salles de bains, le mobilier, les façades et les espaces publics."],
  },
  "himacs.about.design": {
    title: "Liberté de création",
    paragraphs: ["Courbes thermoformées, joints invisibles et couleurs dans toute l’épaisseur de la plaque\u00a0: découvrez comment HIMACS permet aux designers de modeler les surfaces au lieu de les assembler."],
  },
  "himacs.about.fabrication": {
    title: "L’art de la transformation",
    paragraphs: ["HIMACS est scié, fraisé, collé et thermoformé par des transformateurs formés, avec des outils de menuiserie. Découvrez les techniques derrière les comptoirs sans joints, les vasques intégrées et les murs sculptés."],
  },
  "himacs.about.quality": {
    title: "Une qualité qui dure",
    paragraphs: ["Non poreux, hygiénique et rénovable sur place, HIMACS est fait pour des décennies d’usage quotidien, et chaque installation réalisée par un transformateur certifié bénéficie d’une garantie transférable de {warrantyYears} ans."],
  },
  "himacs.about.certifications": {
    title: "Testé et certifié",
    paragraphs: ["Sécurité incendie, hygiène, qualité de l’air intérieur et agréments de façade\u00a0: les certificats indépendants qui permettent de prescrire HIMACS en toute confiance, de l’hôpital à l’enveloppe du bâtiment."],
  },
  "himacs.about.sustainability": {
    title: "Fabriqué de façon responsable",
    paragraphs: ["De la sécurité des matières premières à des usines plus propres et des transports plus courts, découvrez comment nous réduisons l’empreinte de HIMACS, et pourquoi une surface réparable pendant des décennies est un choix durable."],
  },
  "himacs.about.history": {
    title: "L’histoire de HIMACS",
    paragraphs: ["HIMACS est né comme un meilleur matériau pour les plans de travail de cuisine avant de devenir un matériau d’architecture, qui façonne des façades emblématiques, des intérieurs primés et le mobilier de designers renommés. Découvrez comment il a grandi, projet après projet."],
  },
  "himacs.category": {
    title: "La surface solide dans toutes les couleurs",
    paragraphs: ["Explorez les collections HIMACS, des Solids purs et des Aurora et Marmo inspirés du marbre au Lucent translucide et à l’Exteria résistant aux intempéries, et trouvez la teinte de votre prochain projet."],
  },
  "viatera.category": {
    title: "Le quartz, raffiné",
    paragraphs: ["La surface en quartz VIATERA apporte la beauté de la pierre naturelle aux cuisines et aux salles de bains, avec la régularité, la résistance et la facilité d’entretien que seule une surface technique peut offrir."],
  },
  "teracanto.category": {
    title: "La céramique en grand format",
    paragraphs: ["La surface en céramique TERACANTO associe des décors réalistes de pierre, de béton et de métal à une résistance à la chaleur, aux rayures et aux UV, pour plans de travail, murs et façades, à l’intérieur comme à l’extérieur."],
  },
  "borte.category": {
    title: "Des panneaux pour des intérieurs complets",
    paragraphs: ["Les panneaux décoratifs BORTE habillent murs, portes et mobilier de finitions bois, pierre et unies coordonnées, résistantes, stables et rapides à poser."],
  },
  "benif.category": {
    title: "Transformez tout intérieur",
    paragraphs: ["Le film architectural BENIF renouvelle portes, murs et meubles avec des finitions réalistes bois, pierre, métal et textile, appliquées sur place sans démolition et avec un minimum de gêne."],
  },
  "deco.category": {
    title: "La décoration en toute simplicité",
    paragraphs: ["Le film Deco donne aux meubles, placards et agencements intérieurs une nouvelle surface en bois, en teintes unies et en motifs\u00a0: autoadhésif, facile à nettoyer et simple à appliquer."],
  },
  "exterior.category": {
    title: "Des finitions pour l’extérieur",
    paragraphs: ["Le film extérieur protège et renouvelle cadres de fenêtres, portes et éléments de façade avec des finitions bois, métal et unies résistantes aux intempéries, qui gardent leur couleur au soleil comme sous la pluie."],
  },
  "vizuon.category": {
    title: "Films de signalétique et graphiques",
    paragraphs: ["Les films VIZUON portent marques et messages sur les véhicules, enseignes, vitrines et bâtiments, avec des versions imprimables, de découpe et translucides pour chaque application."],
  },
  "vizuon.category.vehicle": {
    title: "Véhicules et transports",
    paragraphs: ["Des films de covering pour voitures, bus, camions et trains, qui épousent courbes et creux, gardent leur couleur sur la route et se retirent proprement quand le design change."],
  },
  "vizuon.category.signs-and-displays": {
    title: "Enseignes et présentoirs",
    paragraphs: ["Des films imprimables et de découpe pour la signalétique, la PLV et les salons, avec un rendu d’impression net et des adhésifs pour campagnes courtes ou usage durable."],
  },
  "vizuon.category.illuminated-sign": {
    title: "Enseignes lumineuses",
    paragraphs: ["Des films translucides qui répartissent uniformément la lumière dans les caissons et les lettres boîtiers, et restituent fidèlement les couleurs de marque de jour comme de nuit."],
  },
  "vizuon.category.architecture": {
    title: "Architecture",
    paragraphs: ["Des films pour le verre et les surfaces du bâtiment, qui apportent intimité, décoration et signalétique aux bureaux, commerces et bâtiments publics sans travaux."],
  },
  "vizuon.category.eco-solutions": {
    title: "Solutions écologiques",
    paragraphs: ["Des films graphiques avec moins de substances nocives et des émissions réduites, pour les marques qui veulent que leur signalétique reflète leurs engagements environnementaux."],
  },
  "vizuon.category.corporate-branding": {
    title: "Identité d’entreprise",
    paragraphs: ["Des films aux couleurs exactes, qui reproduisent une identité d’entreprise de façon homogène sur les flottes, les devantures et les bureaux, partout."],
  },
  "vizuon.collection": {
    title: "Collection VIZUON",
    paragraphs: ["Parcourez les films de cette collection VIZUON et comparez finitions, adhésifs et applications pour trouver celui qui convient à votre projet."],
  },
  "hflor.category.about": {
    title: "Revêtements de sol souples",
    paragraphs: ["Les sols HFLOR associent des décors d’aspect naturel au confort à la marche et à la résistance aux passages intenses, dans des types pour logements, écoles, hôpitaux, bureaux et salles de sport."],
  },
  "hflor.category.lvt": {
    title: "Lames vinyles (LVT)",
    paragraphs: ["Dalles et lames vinyles aux décors bois et pierre authentiques, avec une surface protectrice et une sensation chaude et silencieuse sous le pied, pour l’habitat comme pour les locaux professionnels."],
  },
  "hflor.category.looselay": {
    title: "Pose plombante",
    paragraphs: ["Des lames lourdes et stables qui restent à plat sans colle\u00a0: le sol se pose vite, s’utilise aussitôt et se soulève à nouveau pour un accès ou un remplacement."],
  },
  "hflor.category.spc": {
    title: "SPC à âme rigide",
    paragraphs: ["Des lames clipsables à âme rigide minéral-polymère, stables et résistantes à l’eau, pour une pose flottante rapide sur les sols existants."],
  },
  "hflor.category.homogeneous": {
    title: "Lés homogènes",
    paragraphs: ["Des revêtements en lés de même composition dans toute leur épaisseur, pour les hôpitaux, laboratoires et écoles qui ont besoin d’un sol résistant, continu et hygiénique."],
  },
  "hflor.category.heterogeneous": {
    title: "Lés hétérogènes",
    paragraphs: ["Des revêtements en lés multicouches, au décor imprimé sous une couche d’usure transparente, qui allient des aspects variés à la robustesse exigée par les bâtiments publics."],
  },
  "hflor.category.specialty": {
    title: "Sols spéciaux",
    paragraphs: ["Des sols pour des exigences particulières, des salles de sport aux applications conductrices et acoustiques, conçus pour les performances que chaque espace demande."],
  },
  "hflor.collection": {
    title: "Collection HFLOR",
    paragraphs: ["Parcourez les décors de cette collection HFLOR et comparez couleurs, formats et constructions pour trouver le sol de votre projet."],
  },
};
