/** HIMACS landing tabs, French. */
import type { HimacsTopics } from "../../keys";

export const HIMACS_FR: HimacsTopics = {
  "quality.design": {
    title: "Un design sans joints",
    paragraphs: [
      "HIMACS est une surface solide acrylique\u00a0: un mélange d’acrylique, de minéraux naturels et de pigments, de même couleur et de même composition dans toute son épaisseur. Les plaques sont assemblées avec une colle teintée puis poncées jusqu’à ce que le joint disparaisse\u00a0: une banque d’accueil, un îlot de cuisine ou un mur entier se lit comme une seule pièce continue.",
      "Chauffé, le matériau devient souple et se thermoforme en courbes, en vagues et en volumes qui conservent leur forme une fois refroidis. Des blancs purs aux teintes translucides Lucent qui s’illuminent en rétroéclairage, la palette donne aux architectes et aux designers la liberté de modeler une surface plutôt que de l’assembler.",
    ],
  },
  "quality.performance": {
    title: "Conçu pour le quotidien",
    paragraphs: [
      "HIMACS étant non poreux, les liquides, les taches et les bactéries restent en surface, où un chiffon humide suffit à les éliminer. Il résiste à l’usure des cuisines, des hôpitaux, des hôtels et des commerces, et les rayures ou marques du quotidien se poncent sur place, ce qui restaure la finition d’origine sans remplacer la pièce.",
      "Chaque plaque HIMACS posée par un transformateur certifié bénéficie d’une garantie limitée transférable de {warrantyYears} ans, qui passe au propriétaire suivant du bâtiment avec la surface elle-même.",
    ],
  },
  "quality.fabrication": {
    title: "Travaillé comme un bois noble",
    paragraphs: [
      "HIMACS se scie, se fraise, se perce et se ponce avec les outils au carbure d’un atelier de menuiserie. Les profils de chant sont fraisés directement dans la plaque, les vasques sont collées sans joint visible et des incrustations d’une autre teinte s’insèrent à fleur de la surface.",
      "Notre réseau de transformateurs formés et certifiés maîtrise les techniques de thermoformage et de collage du matériau, et nos manuels de transformation et notre service technique accompagnent chaque projet, du premier croquis à la pose.",
    ],
  },
  "quality.sustainability": {
    title: "Une surface qui dure",
    paragraphs: [
      "La surface la plus durable est celle qu’il n’est pas nécessaire de remplacer. HIMACS est rénovable\u00a0: il se répare et se remet à neuf sur place de nombreuses fois au cours de sa vie. Certaines teintes contiennent des matières recyclées, et les chutes de transformation peuvent être réutilisées pour des pièces plus petites et des incrustations.",
    ],
  },
  "certification.environment": {
    title: "Vérifié de façon indépendante",
    paragraphs: [
      "HIMACS dispose de déclarations environnementales de produit et de certifications de qualité de l’air intérieur délivrées par des organismes indépendants, qui confirment ses faibles émissions de composés organiques volatils. Ces documents fournissent aux architectes les données nécessaires aux certifications de bâtiments durables comme LEED et BREEAM.",
    ],
  },
  "certification.fireRating": {
    title: "Testé pour la sécurité incendie",
    paragraphs: [
      "HIMACS est classé B1, difficilement inflammable, selon la norme allemande DIN 4102. Ce classement est valable pour toutes les teintes en épaisseur {fireTestThickness}\u00a0: le choix de la couleur ne limite donc jamais les usages du matériau.",
      "Les autres classements, selon l’EN 13501-1 et les normes nationales, figurent dans la fiche technique et les certificats de chaque teinte.",
    ],
  },
  "certification.exteria": {
    title: "Exteria, certifié pour les façades",
    paragraphs: [
      "Les teintes Exteria sont formulées pour l’extérieur et ont été testées pour leur résistance aux UV, aux intempéries et aux variations de température. Leurs applications en façade disposent d’agréments techniques nationaux, ce qui permet de prescrire en toute confiance façades ventilées, balcons et mobilier d’extérieur.",
    ],
  },
  "certification.hygiene": {
    title: "Hygiénique par nature",
    paragraphs: [
      "Sans pores ni joints visibles, HIMACS ne laisse aucune prise aux bactéries, moisissures et champignons. Des laboratoires indépendants l’ont certifié pour le contact alimentaire et l’usage en environnements à exigences d’hygiène\u00a0: c’est pourquoi il est prescrit pour les chambres d’hôpital, les laboratoires, les cuisines professionnelles et les maisons de retraite.",
    ],
  },
  "certification.process": {
    title: "La qualité à chaque étape",
    paragraphs: [
      "HIMACS est fabriqué dans des usines certifiées ISO 9001 pour le management de la qualité et ISO 14001 pour le management environnemental. Chaque lot de production est contrôlé en couleur, en dimensions et en propriétés mécaniques avant de quitter l’usine.",
    ],
  },
  "sustainability.commitment": {
    title: "Notre engagement",
    paragraphs: [
      "Pour nous, la durabilité fait partie de la manière dont une surface est conçue, fabriquée et utilisée. Depuis {greenhouseSince}, les évolutions de notre production ont réduit les émissions de gaz à effet de serre de {greenhouseTons} tonnes par an, et nous continuons de réduire l’énergie, l’eau et les matières premières nécessaires à chaque plaque.",
    ],
  },
  "sustainability.materialSafety": {
    title: "Des matériaux sûrs",
    paragraphs: [
      "HIMACS est fabriqué sans métaux lourds et ne libère aucune substance nocive à l’usage. Ses matières premières sont sélectionnées et contrôlées selon le règlement européen REACH, et ses faibles émissions le rendent adapté aux écoles, aux logements et aux établissements de santé.",
    ],
  },
  "sustainability.manufacturing": {
    title: "Une fabrication plus propre",
    paragraphs: [
      "Nos usines récupèrent la chaleur de leurs procédés, recyclent l’eau de process et réintègrent les rebuts de production dans le cycle de fabrication. La consommation d’énergie et les émissions sont mesurées et publiées chaque année dans le cadre de notre système de management environnemental ISO 14001.",
    ],
  },
  "sustainability.processing": {
    title: "Moins de déchets à l’atelier",
    paragraphs: [
      "HIMACS se transforme avec des machines à bois courantes et un ponçage sans eau, sans traitement chimique. Les chutes peuvent être collées pour former de nouvelles pièces, et les réparations sur place prolongent la vie d’une installation au lieu de l’envoyer en décharge.",
    ],
  },
  "sustainability.transport": {
    title: "Des trajets plus courts",
    paragraphs: [
      "Les plaques sont expédiées depuis des centres de distribution régionaux proches des transformateurs, sur des palettes chargées pour exploiter pleinement chaque envoi. Des expéditions moins nombreuses et mieux remplies, c’est moins de carburant et moins d’émissions entre l’usine et le projet achevé.",
    ],
  },
};
