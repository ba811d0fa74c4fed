import type { GuideWording } from "./wording";

/** Spanish advice of the seed catalogue's guides. */
export const es: GuideWording = {
  materials: {
    surface: {
      applications: "Encimeras de cocina, encimeras de baño, revestimientos de pared, mobiliario, mostradores de recepción e interiorismo hotelero.",
      installation: {
        before:
          "Lea esta guía completa antes de empezar. Compruebe el color, el número de lote y los defectos visibles de cada tabla antes de cortar: no se aceptan reclamaciones por defectos visibles una vez transformado o instalado el material.",
        steps: [
          "Aclimate el material en la estancia de instalación, en horizontal y a 15–30 °C, durante al menos 24 horas.",
          "Compruebe la base: muebles y soportes deben ser rígidos, estar secos y nivelados con una tolerancia de 3 mm en 3 m, con apoyos cada 600 mm como máximo.",
          "Presente las piezas en seco y marque los huecos. Realice las esquinas interiores de los huecos con un radio mínimo de 5 mm.",
          "Corte con herramientas de metal duro o diamante y lije todos los cantos de corte para eliminar muescas.",
          "Pegue las juntas con el adhesivo recomendado del color correspondiente y manténgalas prensadas hasta el curado.",
          "Deje una junta de dilatación de al menos 3 mm junto a las paredes y proteja el material cerca de las placas de cocción con cinta termorreflectante.",
          "Lije y acabe las juntas al nivel de la superficie, limpie la instalación y entregue la guía de cuidado al usuario.",
        ],
      },
      care: {
        daily: [
          "Limpie con un paño suave o una esponja y agua tibia con detergente suave; después aclare y seque.",
          "Retire enseguida los derrames, sobre todo de líquidos con color como vino, café, aceite o zumos.",
          "Use tablas de cortar y salvamanteles: no corte directamente sobre la superficie ni apoye recipientes calientes.",
        ],
        stains: [
          "Aplique un limpiador en crema no abrasivo con un paño húmedo en movimientos circulares y aclare con agua limpia.",
          "Elimine la cal con una solución de vinagre diluido o un desincrustante suave y aclare bien.",
        ],
        avoid: [
          "Ácidos fuertes, disolventes, decapantes, limpiahornos y productos que contengan cloruro de metileno.",
          "Polvos y estropajos abrasivos sobre acabados pulidos y brillantes.",
        ],
      },
      fabrication: {
        storage:
          "Almacene las tablas en horizontal sobre un soporte plano y continuo o en vertical sobre caballetes en A, bajo techo y en seco. Levante y transporte las piezas de canto.",
        guidelines: [
          "Use herramientas de metal duro o diamante bien afiladas y mantenga un avance constante para evitar desconchados.",
          "Realice las esquinas interiores de todos los huecos con un radio mínimo de 5 mm y refuerce el material alrededor de fregaderos y placas de cocción.",
          "Haga las juntas con el adhesivo recomendado del color correspondiente, prénselas hasta el curado y lije a ras.",
          "Perfile los cantos con fresadora y lije con granos cada vez más finos hasta igualar el acabado de la superficie.",
          "Apoye los voladizos de más de 300 mm con ménsulas o una subestructura.",
        ],
      },
    },
    film: {
      applications: "Mobiliario, puertas, paneles de pared, instalaciones fijas y elementos arquitectónicos en espacios residenciales y comerciales.",
      installation: {
        before:
          "Lea esta guía completa antes de empezar. Compruebe el color, el número de lote y los defectos visibles de la lámina antes de aplicarla: no se aceptan reclamaciones por defectos visibles una vez aplicada.",
        steps: [
          "Aclimate la lámina y el soporte a 15–30 °C durante al menos 24 horas.",
          "Prepare el soporte: limpio, seco, liso y sin polvo, grasa ni silicona. Imprima los soportes porosos.",
          "Corte la lámina con un sobrante de unos 50 mm por cada lado y retire el protector progresivamente.",
          "Aplique con una espátula con fieltro desde el centro hacia fuera, con pasadas solapadas para evitar burbujas de aire.",
          "Caliente la lámina en cantos y curvas con una pistola de aire caliente y después postcaliente las zonas conformadas para que mantengan la forma.",
          "Recorte con una cuchilla afilada y selle los cantos expuestos a humedad o intemperie.",
          "Revise la superficie terminada y no la limpie durante 48 horas.",
        ],
      },
      care: {
        daily: [
          "Limpie con un paño suave húmedo y un limpiador neutro, y seque con un paño limpio.",
          "Elimine huellas y suciedad ligera con limpiacristales diluido.",
          "Mantenga los aparatos calientes alejados de las superficies revestidas y evite objetos punzantes.",
        ],
        stains: ["Use alcohol isopropílico diluido en agua sobre un paño suave, tras probarlo en una zona oculta, y repase con agua limpia."],
        avoid: ["Disolventes como acetona o diluyentes, y limpiadores o estropajos abrasivos.", "Limpiadores de vapor y chorros de agua a alta presión."],
      },
      fabrication: {
        storage:
          "Almacene los rollos en horizontal en su embalaje original a 15–25 °C y 30–60 % de humedad relativa, protegidos de la luz solar directa. Utilícelos en un plazo de 12 meses.",
        guidelines: [
          "Los tableros que se van a revestir necesitan cantos redondeados con un radio mínimo de 1 mm; las aristas vivas pueden rasgar la lámina.",
          "En el prensado de membrana y el revestimiento de perfiles, respete los ajustes de temperatura y adhesivo acordados con el proveedor de la cola.",
          "Envuelva los cantos con al menos 10 mm de lámina y postcaliente las zonas conformadas.",
          "Realice las uniones con un solape de 5–10 mm o a tope con doble corte.",
        ],
      },
    },
    flooring: {
      applications: "Espacios residenciales, comercios, hoteles, centros sanitarios y educativos.",
      installation: {
        before:
          "Lea esta guía completa antes de empezar. Compruebe el color, el número de lote y los defectos visibles de cada caja antes de la instalación: no se aceptan reclamaciones por defectos visibles una vez instalado el pavimento.",
        steps: [
          "Aclimate las cajas cerradas en la estancia durante al menos 24 horas a 18–27 °C.",
          "Prepare el soporte: limpio, seco, firme y plano con una tolerancia de 3 mm en 2 m. Compruebe la humedad residual antes de instalar.",
          "Replantee desde el centro de la estancia y mezcle lamas o losetas de varias cajas.",
          "Instale con el adhesivo recomendado y la llana dentada indicada, o encaje los elementos en los sistemas de clic.",
          "Pase un rodillo de 50 kg por las instalaciones encoladas dentro del tiempo abierto del adhesivo.",
          "En instalación flotante, deje juntas de dilatación de 5–8 mm junto a paredes y elementos fijos.",
          "Proteja el suelo del tránsito intenso durante 24 horas y realice la primera limpieza a las 48 horas.",
        ],
      },
      care: {
        daily: [
          "Barra o aspire con regularidad para eliminar la arena, que actúa como abrasivo.",
          "Friegue con una mopa húmeda y un limpiador de suelos de pH neutro; evite el agua estancada.",
          "Coloque felpudos en las entradas y fieltros bajo las patas de los muebles.",
        ],
        stains: ["Trate las manchas con un limpiador neutro adecuado y un estropajo suave. Elimine las marcas de goma con un poco de aguarrás en un paño."],
        avoid: ["Alfombras con base de goma, que pueden manchar el suelo de forma permanente.", "Ceras, productos a base de aceite y limpiadores de vapor."],
      },
      fabrication: {
        storage: "Almacene las cajas en horizontal, un máximo de cinco apiladas, bajo techo a 15–30 °C y lejos del sol directo y de fuentes de calor.",
        guidelines: [
          "Corte losetas y lamas marcando con un cúter y partiendo; para los rollos use un cortador de pared.",
          "Abra las juntas de los rollos y suéldelas en caliente con cordón a juego; enrase el cordón en dos pasadas cuando se haya enfriado.",
          "Forme medias cañas y rodapiés con un conformador y refuerce las esquinas interiores.",
          "Rebaje los cercos de las puertas en lugar de recortar el pavimento a su alrededor.",
          "Con suelo radiante, mantenga la temperatura superficial del suelo por debajo de 27 °C.",
        ],
      },
    },
  },
  finishCare: {
    polished: [
      "Use un paño de microfibra suave para mantener un brillo uniforme; elimine los cercos con limpiacristales diluido.",
      "No use limpiadores ni estropajos abrasivos, que apagan la superficie pulida.",
    ],
    brushed: [
      "Limpie en la dirección del cepillado con un paño o un cepillo suaves, nunca en sentido transversal.",
      "Las marcas leves se difuminan frotando suavemente en la dirección de la veta con un estropajo no tejido fino; evite las cremas abrillantadoras, que alteran el brillo localmente.",
    ],
    leather: [
      "El acabado texturizado Leather disimula las marcas; limpie los huecos con un cepillo suave y detergente suave.",
      "Aclare bien para que no queden restos de limpiador en la textura.",
    ],
    "velvet-touch": [
      "Limpie con un paño de microfibra húmedo y detergente suave, y después seque.",
      "Evite productos grasos, a base de cera o abrasivos, que alteran el tacto aterciopelado.",
    ],
    matte: [
      "Las superficies mate pueden marcarse con objetos metálicos: elimine las marcas con una esponja de melamina húmeda, con presión ligera y uniforme.",
      "Evite productos grasos o a base de cera, que dejan zonas brillantes.",
    ],
    gloss: [
      "Use un paño de microfibra suave para mantener un brillo uniforme; elimine los cercos con limpiacristales diluido.",
      "No use limpiadores ni estropajos abrasivos, que apagan el brillo.",
    ],
  },
  thermoforming: [
    "Caliente la plancha de forma uniforme por ambas caras a 150–175 °C en un horno o entre placas calefactoras.",
    "Confórmela en un molde con vacío o presión mecánica y déjela enfriar bajo presión dentro del molde.",
    "Respete los radios de conformado publicados para cada espesor de plancha.",
  ],
  warrantyTerms: [
    "Cubre los defectos de fabricación del material instalado, utilizado y mantenido conforme a nuestras indicaciones vigentes.",
    "La instalación debe realizarla un profesional cualificado siguiendo la guía de instalación de este producto.",
    "Quedan excluidos los daños por instalación incorrecta, uso indebido, impactos, calor excesivo o productos químicos agresivos, el desgaste normal y las variaciones de color o diseño dentro de las tolerancias publicadas.",
    "A nuestra elección, el material defectuoso se repara o se sustituye por el mismo producto o uno equivalente.",
    "Las reclamaciones deben presentarse por escrito en los 30 días siguientes al descubrimiento del defecto, con el justificante de compra, la referencia y fotografías.",
    "Este resumen no afecta a sus derechos legales. Se aplican las condiciones completas de garantía de su país.",
  ],
};
