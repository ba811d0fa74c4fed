/** Landing intros, Spanish. */
import type { Intros } from "../keys";

export const INTROS_ES: Intros = {
  "himacs.brand": {
    title: "Dé forma a su espacio",
    paragraphs: ["HIMACS es una superficie sólida acrílica que puede moldearse, unirse y acabarse en casi cualquier forma, sin juntas visibles. Arquitectos, diseñadores y transformadores la utilizan en todo el mundo para cocinas, baños, mobiliario, fachadas y espacios públicos."],
  },
  "himacs.about.design": {
    title: "Libertad de diseño",
    paragraphs: ["Curvas termoformadas, juntas invisibles y colores que atraviesan toda la plancha: descubra cómo HIMACS permite a los diseñadores modelar superficies en lugar de ensamblarlas."],
  },
  "himacs.about.fabrication": {
    title: "El arte de la transformación",
    paragraphs: ["HIMACS se corta, fresa, une y termoforma por transformadores formados con herramientas de carpintería. Conozca las técnicas detrás de los mostradores sin juntas, los lavabos integrados y las paredes escultóricas."],
  },
  "himacs.about.quality": {
    title: "Calidad que perdura",
    paragraphs: ["No poroso, higiénico y renovable in situ, HIMACS está hecho para décadas de uso diario, y cada instalación realizada por un transformador certificado cuenta con una garantía transferible de {warrantyYears} años."],
  },
  "himacs.about.certifications": {
    title: "Ensayado y certificado",
    paragraphs: ["Seguridad frente al fuego, higiene, calidad del aire interior y homologaciones para fachadas: los certificados independientes que permiten especificar HIMACS con confianza, del hospital a la envolvente del edificio."],
  },
  "himacs.about.sustainability": {
    title: "Fabricado con responsabilidad",
    paragraphs: ["Desde la seguridad de las materias primas hasta plantas más limpias y transportes más cortos, descubra cómo reducimos la huella de HIMACS y por qué una superficie que puede repararse durante décadas es una elección sostenible."],
  },
  "himacs.about.history": {
    title: "La historia de HIMACS",
    paragraphs: ["HIMACS nació como un material mejor para las encimeras de cocina y se convirtió en un medio de la arquitectura, presente en fachadas emblemáticas, interiores premiados y muebles de diseñadores reconocidos. Descubra cómo ha crecido, proyecto a proyecto."],
  },
  "himacs.category": {
    title: "Superficie sólida en todos los colores",
    paragraphs: ["Explore las colecciones HIMACS, desde los Solids puros y Aurora y Marmo, inspirados en el mármol, hasta el translúcido Lucent y el Exteria resistente a la intemperie, y encuentre el color para su próximo proyecto."],
  },
  "viatera.category": {
    title: "Cuarzo, refinado",
    paragraphs: ["La superficie de cuarzo VIATERA lleva la belleza de la piedra natural a cocinas y baños con la regularidad, la resistencia y el fácil mantenimiento que solo una superficie técnica puede ofrecer."],
  },
  "teracanto.category": {
    title: "Porcelánica en gran formato",
    paragraphs: ["La superficie porcelánica TERACANTO combina diseños realistas de piedra, hormigón y metal con resistencia al calor, los arañazos y la luz UV, para encimeras, paredes y fachadas, dentro y fuera."],
  },
  "borte.category": {
    title: "Paneles para interiores completos",
    paragraphs: ["Los paneles decorativos BORTE visten paredes, puertas y muebles con acabados coordinados en madera, piedra y colores lisos, resistentes, estables y rápidos de instalar."],
  },
  "benif.category": {
    title: "Transforma cualquier interior",
    paragraphs: ["El vinilo arquitectónico BENIF renueva puertas, paredes y muebles con acabados realistas de madera, piedra, metal y textil, aplicados in situ sin obras y con las mínimas molestias."],
  },
  "deco.category": {
    title: "Decorar, fácil",
    paragraphs: ["El vinilo Deco da a muebles, armarios y equipamiento interior una nueva superficie en madera, colores lisos y motivos: autoadhesivo, fácil de limpiar y sencillo de aplicar."],
  },
  "exterior.category": {
    title: "Acabados para el exterior",
    paragraphs: ["El vinilo para exteriores protege y renueva marcos de ventana, puertas y elementos de fachada con acabados en madera, metal y colores lisos resistentes a la intemperie, que conservan su color al sol y bajo la lluvia."],
  },
  "vizuon.category": {
    title: "Vinilos de rotulación y gráficos",
    paragraphs: ["Los vinilos VIZUON llevan marcas y mensajes a vehículos, rótulos, escaparates y edificios, con calidades imprimibles, de corte y translúcidas para cada aplicación."],
  },
  "vizuon.category.vehicle": {
    title: "Vehículos y transporte",
    paragraphs: ["Vinilos de rotulación para coches, autobuses, camiones y trenes que se adaptan a curvas y huecos, conservan el color en carretera y se retiran limpiamente cuando cambia el diseño."],
  },
  "vizuon.category.signs-and-displays": {
    title: "Rótulos y expositores",
    paragraphs: ["Vinilos imprimibles y de corte para señalética, expositores en el punto de venta y ferias, con impresiones nítidas y adhesivos para campañas cortas o uso prolongado."],
  },
  "vizuon.category.illuminated-sign": {
    title: "Rótulos luminosos",
    paragraphs: ["Vinilos translúcidos que reparten la luz de forma uniforme en cajas de luz y letras corpóreas, y mantienen fieles los colores de marca de día y de noche."],
  },
  "vizuon.category.architecture": {
    title: "Arquitectura",
    paragraphs: ["Vinilos para vidrio y superficies de edificios que añaden privacidad, decoración y señalización a oficinas, tiendas y edificios públicos sin obras."],
  },
  "vizuon.category.eco-solutions": {
    title: "Soluciones eco",
    paragraphs: ["Vinilos gráficos con menos sustancias nocivas y menores emisiones, para marcas que quieren que su rotulación refleje sus compromisos ambientales."],
  },
  "vizuon.category.corporate-branding": {
    title: "Imagen corporativa",
    paragraphs: ["Vinilos de color exacto que reproducen una identidad corporativa de forma homogénea en flotas, fachadas comerciales y oficinas, en cada ubicación."],
  },
  "vizuon.collection": {
    title: "Colección VIZUON",
    paragraphs: ["Explore los vinilos de esta colección VIZUON y compare acabados, adhesivos y aplicaciones para encontrar el adecuado para su proyecto."],
  },
  "hflor.category.about": {
    title: "Pavimentos flexibles",
    paragraphs: ["Los suelos HFLOR combinan diseños de aspecto natural con comodidad al pisar y resistencia al tránsito intenso, en tipos para viviendas, colegios, hospitales, oficinas y pabellones deportivos."],
  },
  "hflor.category.lvt": {
    title: "Losetas vinílicas (LVT)",
    paragraphs: ["Losetas y lamas vinílicas con auténticos diseños de madera y piedra, una superficie protectora y una sensación cálida y silenciosa al pisar, para espacios residenciales y comerciales."],
  },
  "hflor.category.looselay": {
    title: "Instalación libre",
    paragraphs: ["Lamas pesadas y estables que quedan planas sin adhesivo: el suelo se instala rápido, se usa al momento y puede levantarse de nuevo para acceder o sustituir piezas."],
  },
  "hflor.category.spc": {
    title: "SPC de núcleo rígido",
    paragraphs: ["Lamas de clic con núcleo rígido de piedra y polímero, estables y resistentes al agua, para una instalación flotante rápida sobre suelos existentes."],
  },
  "hflor.category.homogeneous": {
    title: "Láminas homogéneas",
    paragraphs: ["Pavimentos en lámina con la misma composición en todo su espesor, para hospitales, laboratorios y colegios que necesitan un suelo resistente, continuo e higiénico."],
  },
  "hflor.category.heterogeneous": {
    title: "Láminas heterogéneas",
    paragraphs: ["Pavimentos en lámina multicapa con un diseño impreso bajo una capa de uso transparente, que combinan estéticas variadas con la robustez que exigen los edificios públicos."],
  },
  "hflor.category.specialty": {
    title: "Suelos especiales",
    paragraphs: ["Suelos para exigencias particulares, de pabellones deportivos a aplicaciones conductivas y acústicas, diseñados para las prestaciones que requiere cada espacio."],
  },
  "hflor.collection": {
    title: "Colección HFLOR",
    paragraphs: ["Explore los diseños de esta colección HFLOR y compare colores, formatos y construcción para encontrar el suelo para su proyecto."],
  },
};
