import type { GuideWording } from "./wording";

/** French advice of the seed catalogue's guides. */
export const fr: GuideWording = {
  materials: {
    surface: {
      applications: "Plans de travail de cuisine, plans de vasque, revêtements muraux, mobilier, banques d’accueil et hôtellerie.",
      installation: {
        before:
          "Lisez entièrement ce guide avant de commencer. Vérifiez la couleur, le numéro de lot et l’absence de défauts visibles sur chaque plaque avant la découpe : aucune réclamation pour défaut visible n’est acceptée après transformation ou pose.",
        steps: [
          "Acclimater le matériau à plat dans la pièce de pose, entre 15 et 30 °C, pendant au moins 24 heures.",
          "Contrôler le support : caissons et appuis doivent être rigides, secs et plans à 3 mm près sur 3 m, avec des appuis espacés de 600 mm au plus.",
          "Présenter les éléments à sec et tracer les découpes. Réaliser les angles intérieurs des découpes avec un rayon d’au moins 5 mm.",
          "Découper avec des outils au carbure ou diamantés, puis poncer toutes les arêtes de coupe pour éliminer les amorces de rupture.",
          "Coller les joints avec l’adhésif recommandé de teinte assortie et les maintenir serrés jusqu’à polymérisation complète.",
          "Laisser un jeu de dilatation d’au moins 3 mm le long des murs et protéger le matériau près des plaques de cuisson avec un ruban thermoréfléchissant.",
          "Poncer et finir les joints au niveau de la surface, nettoyer l’ouvrage et remettre le guide d’entretien à l’utilisateur.",
        ],
      },
      care: {
        daily: [
          "Essuyer avec un chiffon doux ou une éponge et de l’eau tiède additionnée de détergent doux, puis rincer et sécher.",
          "Essuyer rapidement les liquides renversés, en particulier les liquides colorés comme le vin, le café, l’huile ou les jus de fruits.",
          "Utiliser des planches à découper et des dessous-de-plat : ne pas couper directement sur la surface et ne pas y poser de casseroles chaudes.",
        ],
        stains: [
          "Appliquer une crème nettoyante non abrasive avec un chiffon humide par mouvements circulaires, puis rincer à l’eau claire.",
          "Éliminer le calcaire avec une solution de vinaigre diluée ou un détartrant doux, puis rincer soigneusement.",
        ],
        avoid: [
          "Acides forts, solvants, décapants, nettoyants pour four et produits contenant du chlorure de méthylène.",
          "Poudres à récurer et tampons abrasifs sur les finitions polies et brillantes.",
        ],
      },
      fabrication: {
        storage:
          "Stocker les plaques à plat sur un support plan et continu, ou debout sur des chevalets en A, à l’intérieur et au sec. Soulever et porter les pièces sur chant.",
        guidelines: [
          "Utiliser des outils au carbure ou diamantés, bien affûtés, avec une vitesse d’avance régulière pour éviter les éclats.",
          "Réaliser les angles intérieurs de toutes les découpes avec un rayon d’au moins 5 mm et renforcer le matériau autour des cuves et des plaques de cuisson.",
          "Réaliser les joints avec la colle recommandée de teinte assortie, maintenir serré jusqu’à polymérisation puis poncer à fleur.",
          "Profiler les chants à la défonceuse, puis poncer avec des grains de plus en plus fins jusqu’à obtenir la finition de la surface.",
          "Soutenir les porte-à-faux de plus de 300 mm par des consoles ou une ossature.",
        ],
      },
    },
    film: {
      applications: "Mobilier, portes, panneaux muraux, agencements et éléments architecturaux dans l’habitat et les espaces tertiaires.",
      installation: {
        before:
          "Lisez entièrement ce guide avant de commencer. Vérifiez la couleur, le numéro de lot et l’absence de défauts visibles du film avant l’application : aucune réclamation pour défaut visible n’est acceptée après application.",
        steps: [
          "Acclimater le film et le support entre 15 et 30 °C pendant au moins 24 heures.",
          "Préparer le support : propre, sec, lisse et exempt de poussière, de graisse et de silicone. Appliquer un primaire sur les supports poreux.",
          "Découper le film avec une surlongueur d’environ 50 mm de chaque côté et retirer le protecteur progressivement.",
          "Appliquer à la raclette feutrée du centre vers l’extérieur, en passes croisées, pour éviter les bulles d’air.",
          "Chauffer le film au pistolet à air chaud sur les chants et les courbes, puis post-chauffer les zones formées pour qu’elles conservent leur forme.",
          "Araser avec une lame bien affûtée et sceller les chants exposés à l’humidité ou aux intempéries.",
          "Contrôler la surface terminée et ne pas la nettoyer pendant 48 heures.",
        ],
      },
      care: {
        daily: [
          "Essuyer avec un chiffon doux humide et un nettoyant neutre, puis sécher avec un chiffon propre.",
          "Éliminer les traces de doigts et les salissures légères avec un nettoyant pour vitres dilué.",
          "Éloigner les appareils chauds des surfaces filmées et éviter les objets pointus.",
        ],
        stains: [
          "Utiliser de l’alcool isopropylique dilué dans de l’eau sur un chiffon doux, après un essai sur une zone cachée, puis essuyer à l’eau claire.",
        ],
        avoid: [
          "Solvants tels que l’acétone ou les diluants, ainsi que les nettoyants ou tampons abrasifs.",
          "Nettoyeurs vapeur et jets d’eau haute pression.",
        ],
      },
      fabrication: {
        storage:
          "Stocker les rouleaux à l’horizontale dans leur emballage d’origine entre 15 et 25 °C et 30 à 60 % d’humidité relative, à l’abri du soleil. Utiliser dans les 12 mois.",
        guidelines: [
          "Les panneaux à envelopper doivent avoir des chants arrondis d’un rayon d’au moins 1 mm ; les arêtes vives peuvent fendre le film.",
          "Pour le pressage sous membrane et l’enrobage de profilés, respecter les réglages de température et d’adhésif convenus avec le fournisseur de colle.",
          "Retourner le film d’au moins 10 mm sur les chants et post-chauffer les zones formées.",
          "Réaliser les raccords avec un recouvrement de 5 à 10 mm ou en double coupe bord à bord.",
        ],
      },
    },
    flooring: {
      applications: "Habitat, commerces, hôtellerie, établissements de santé et d’enseignement.",
      installation: {
        before:
          "Lisez entièrement ce guide avant de commencer. Vérifiez la couleur, le numéro de lot et l’absence de défauts visibles de chaque carton avant la pose : aucune réclamation pour défaut visible n’est acceptée après la pose.",
        steps: [
          "Acclimater les cartons non ouverts dans la pièce pendant au moins 24 heures entre 18 et 27 °C.",
          "Préparer le support : propre, sec, sain et plan à 3 mm près sous la règle de 2 m. Contrôler l’humidité résiduelle avant la pose.",
          "Tracer le calepinage à partir du centre de la pièce et mélanger les lames ou dalles de plusieurs cartons.",
          "Poser avec l’adhésif recommandé et la spatule crantée adaptée, ou assembler les éléments par clipsage pour les systèmes à clic.",
          "Maroufler les poses collées au rouleau de 50 kg pendant le temps ouvert de l’adhésif.",
          "En pose flottante, réserver des joints de dilatation de 5 à 8 mm le long des murs et des obstacles fixes.",
          "Protéger le sol des fortes sollicitations pendant 24 heures et effectuer le premier nettoyage après 48 heures.",
        ],
      },
      care: {
        daily: [
          "Balayer ou aspirer régulièrement pour éliminer le sable, qui agit comme un abrasif.",
          "Nettoyer à la serpillière humide avec un nettoyant pour sols à pH neutre ; éviter l’eau stagnante.",
          "Prévoir des tapis d’entrée aux portes et des patins en feutre sous les pieds des meubles.",
        ],
        stains: [
          "Traiter les taches avec un nettoyant neutre adapté et un tampon doux. Éliminer les traces de caoutchouc avec un peu de white-spirit sur un chiffon.",
        ],
        avoid: ["Tapis à dos caoutchouc, qui peuvent tacher le sol de façon permanente.", "Cire, produits d’entretien à base d’huile et nettoyeurs vapeur."],
      },
      fabrication: {
        storage:
          "Stocker les cartons à plat, cinq au plus les uns sur les autres, à l’intérieur entre 15 et 30 °C, à l’abri du soleil et des sources de chaleur.",
        guidelines: [
          "Couper dalles et lames en incisant au cutter puis en cassant ; utiliser un coupe-bordure pour les lés.",
          "Chanfreiner les joints des lés et les souder à chaud avec un cordon assorti ; araser le cordon en deux passes une fois refroidi.",
          "Réaliser les remontées en plinthe avec une forme d’angle et renforcer les angles intérieurs.",
          "Recouper le bas des huisseries plutôt que de découper le revêtement autour.",
          "Sur plancher chauffant, maintenir la température de surface du sol sous 27 °C.",
        ],
      },
    },
  },
  finishCare: {
    polished: [
      "Utiliser un chiffon microfibre doux pour conserver une brillance homogène ; éliminer les traces avec un nettoyant pour vitres dilué.",
      "Ne pas utiliser de nettoyants ni de tampons abrasifs, qui ternissent la surface polie.",
    ],
    brushed: [
      "Nettoyer dans le sens du brossage avec un chiffon doux ou une brosse douce, jamais en travers.",
      "Les légères marques s’estompent en frottant doucement dans le sens du grain avec un tampon non tissé fin ; éviter les crèmes de polissage, qui modifient localement la brillance.",
    ],
    leather: [
      "La finition texturée Leather masque les traces ; nettoyer les creux avec une brosse douce et un détergent doux.",
      "Rincer abondamment pour ne laisser aucun résidu de nettoyant dans la texture.",
    ],
    "velvet-touch": [
      "Nettoyer avec un chiffon microfibre humide et un détergent doux, puis sécher.",
      "Éviter les produits gras, à base de cire ou abrasifs, qui altèrent le toucher velouté.",
    ],
    matte: [
      "Les surfaces mates peuvent marquer au contact d’objets métalliques : éliminer ces traces avec une éponge mélamine humide, en exerçant une pression légère et régulière.",
      "Éviter les produits gras ou à base de cire, qui laissent des zones brillantes.",
    ],
    gloss: [
      "Utiliser un chiffon microfibre doux pour conserver une brillance homogène ; éliminer les traces avec un nettoyant pour vitres dilué.",
      "Ne pas utiliser de nettoyants ni de tampons abrasifs, qui ternissent la brillance.",
    ],
  },
  thermoforming: [
    "Chauffer la plaque uniformément sur les deux faces entre 150 et 175 °C, au four ou entre plateaux chauffants.",
    "La former dans un moule sous vide ou par pression mécanique et la laisser refroidir sous pression dans le moule.",
    "Respecter les rayons de formage publiés pour chaque épaisseur de plaque.",
  ],
  warrantyTerms: [
    "La garantie couvre les défauts de fabrication du matériau lorsqu’il est posé, utilisé et entretenu conformément à nos recommandations en vigueur.",
    "La pose doit être réalisée par un professionnel qualifié conformément au guide de pose de ce produit.",
    "Sont exclus les dommages dus à une pose incorrecte, à une mauvaise utilisation, aux chocs, à une chaleur excessive ou à des produits chimiques agressifs, l’usure normale ainsi que les variations de teinte ou de motif dans les tolérances publiées.",
    "À notre choix, le matériau défectueux est réparé ou remplacé par un produit identique ou équivalent.",
    "Toute réclamation doit être adressée par écrit dans les 30 jours suivant la découverte du défaut, avec la preuve d’achat, la référence et des photos.",
    "Ce résumé n’affecte pas vos droits légaux. Les conditions complètes de garantie applicables dans votre pays font foi.",
  ],
};
