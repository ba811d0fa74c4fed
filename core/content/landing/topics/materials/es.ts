/** Landing tabs of the other families, Spanish. */
import type { GenericTopics } from "../../keys";

export const MATERIALS_ES: GenericTopics = {
  "quality.design.quartz": {
    title: "El aspecto de la piedra natural",
    paragraphs: [
      "La superficie de cuarzo VIATERA combina cuarzo natural con resinas y pigmentos de alta calidad. El resultado recoge la profundidad y las vetas del mármol y el granito con una regularidad que ninguna cantera puede ofrecer: cada tabla de un color coincide con la siguiente, de modo que las cocinas grandes y las encimeras largas se mantienen uniformes de un extremo a otro.",
    ],
  },
  "quality.performance.quartz": {
    title: "Resistente y fácil de mantener",
    paragraphs: [
      "El cuarzo es uno de los minerales más duros de la naturaleza, lo que hace a VIATERA muy resistente a arañazos y desconchones. Su superficie no porosa resiste las manchas de café, vino y aceite y nunca necesita sellado: agua tibia y un detergente suave la mantienen como nueva.",
    ],
  },
  "quality.fabrication.quartz": {
    title: "A medida",
    paragraphs: [
      "Las tablas VIATERA se elaboran en talleres de piedra con herramientas de diamante refrigeradas por agua, que cortan los huecos de fregadero, pulen los cantos y dan forma a los perfiles según los planos de cada proyecto. Los fregaderos de cuarzo a juego se instalan bajo encimera para una línea limpia y continua.",
    ],
  },
  "quality.design.porcelain": {
    title: "Grandes formatos, detalles finos",
    paragraphs: [
      "La superficie porcelánica TERACANTO se prensa a partir de arcillas y minerales finos y se cuece a alta temperatura en tablas grandes y delgadas. La decoración digital reproduce piedra, hormigón y metal con un realismo sorprendente, para encimeras, paredes, suelos y muebles con un mismo estilo coordinado.",
    ],
  },
  "quality.performance.porcelain": {
    title: "Inalterable al calor y a la luz",
    paragraphs: [
      "La porcelánica cocida resiste el calor, los arañazos, los productos químicos y la luz UV. Se pueden apoyar ollas calientes, los productos de limpieza no la marcan y sus colores no se decoloran al sol, por lo que TERACANTO es tan adecuada para cocinas exteriores y fachadas como para interiores.",
    ],
  },
  "quality.fabrication.porcelain": {
    title: "Transformación precisa",
    paragraphs: [
      "TERACANTO se corta con chorro de agua y herramientas de diamante por transformadores formados en superficies sinterizadas. Los cantos a inglete llevan el dibujo alrededor de las esquinas, de modo que una encimera parece un bloque macizo, y las tablas pueden colocarse en espejo para lograr vetas continuas.",
    ],
  },
  "quality.design.panel": {
    title: "Paredes y muebles con un mismo acabado",
    paragraphs: [
      "Los paneles BORTE llevan la calidez de la madera, la serenidad de la piedra y colores lisos nítidos a paredes, puertas y muebles. Superficies y cantos están coordinados, para diseñar todo un interior con un único material armonioso.",
    ],
  },
  "quality.performance.panel": {
    title: "Una superficie decorativa resistente",
    paragraphs: [
      "La superficie decorativa de BORTE resiste arañazos, golpes y productos de limpieza habituales, y conserva su color con la luz del día. Los paneles se mantienen planos y estables, de modo que las paredes grandes y las puertas de armario altas siguen rectas con los años.",
    ],
  },
  "quality.fabrication.panel": {
    title: "Listos para instalar",
    paragraphs: [
      "Los paneles BORTE se cortan y se cantean con maquinaria de carpintería estándar y se fijan con los sistemas de ensamblaje habituales. Los cantos y accesorios a juego hacen que la instalación sea rápida y el resultado limpio.",
    ],
  },
  "quality.design.interiorFilm": {
    title: "Nuevas superficies sin obras",
    paragraphs: [
      "Nuestros vinilos arquitectónicos y decorativos son superficies autoadhesivas con el aspecto y el tacto de la madera, la piedra, el metal, el cuero y el tejido. Aplicados en puertas, paredes, muebles y equipamiento, transforman un interior sin retirar lo que ya existe.",
    ],
  },
  "quality.performance.interiorFilm": {
    title: "Para interiores de uso intensivo",
    paragraphs: [
      "Los vinilos resisten los arañazos, las manchas y la humedad, y se limpian con facilidad. Hoteles, oficinas y tiendas los usan para renovar sin cerrar, porque el trabajo es silencioso, rápido y limpio.",
    ],
  },
  "quality.fabrication.interiorFilm": {
    title: "Fáciles de aplicar",
    paragraphs: [
      "El adhesivo con canales de aire permite a los instaladores colocar el vinilo, eliminar las burbujas y envolver cantos y perfiles. Se pueden revestir in situ superficies planas y curvas, sin más herramientas que una espátula y una pistola de aire caliente.",
    ],
  },
  "quality.design.exteriorFilm": {
    title: "Fachadas renovadas",
    paragraphs: [
      "El vinilo para exteriores da a fachadas, puertas de entrada, marcos de ventana y revestimientos exteriores un nuevo acabado en madera, metal o colores lisos, sin sustituir los elementos que hay debajo.",
    ],
  },
  "quality.performance.exteriorFilm": {
    title: "Hecho para la intemperie",
    paragraphs: [
      "El vinilo para exteriores está formulado para resistir la luz UV, la lluvia y los cambios de temperatura. Sus colores se mantienen estables y su superficie intacta tras años al aire libre, bajo el sol y las heladas.",
    ],
  },
  "quality.fabrication.exteriorFilm": {
    title: "Laminado en fábrica o aplicado en obra",
    paragraphs: [
      "El vinilo se lamina en fábrica sobre perfiles y paneles o lo aplican en obra instaladores formados, con adhesivos e imprimaciones elegidos según el soporte.",
    ],
  },
  "quality.design.signFilm": {
    title: "Gráficos que se hacen notar",
    paragraphs: [
      "Los vinilos de rotulación y gráficos VIZUON llevan las marcas a vehículos, escaparates, rótulos luminosos y edificios. Vinilos imprimibles, de corte y translúcidos funcionan juntos, para producir toda una identidad en un sistema coordinado.",
    ],
  },
  "quality.performance.signFilm": {
    title: "Un color que perdura",
    paragraphs: [
      "Los vinilos VIZUON conservan el color y la adherencia en exteriores, y las calidades removibles se retiran limpiamente al final de una campaña. Los vinilos translúcidos reparten la luz de forma uniforme en los rótulos luminosos, sin puntos calientes.",
    ],
  },
  "quality.fabrication.signFilm": {
    title: "Para impresión y plóter",
    paragraphs: [
      "Los vinilos funcionan en impresoras de solvente, ecosolvente, látex y UV y en plóteres de corte. El adhesivo con canales de aire y las calidades conformables hacen que la rotulación de vehículos y la aplicación sobre remaches y curvas sean más rápidas y más tolerantes.",
    ],
  },
  "quality.design.flooring": {
    title: "Suelos para cada espacio",
    paragraphs: [
      "Los pavimentos flexibles HFLOR abarcan losetas vinílicas LVT, lamas de instalación libre, SPC de núcleo rígido, láminas homogéneas y heterogéneas y suelos especiales. Diseños de madera, piedra y abstractos en colores coordinados permiten que viviendas, colegios, hospitales y oficinas encuentren el suelo adecuado.",
    ],
  },
  "quality.performance.flooring": {
    title: "Cómodos y resistentes",
    paragraphs: [
      "Una capa superficial protectora defiende HFLOR de rozaduras, manchas y tránsito intenso, mientras que su construcción flexible es más silenciosa y más cálida al pisar que los suelos duros. Una limpieza regular lo mantiene en buen estado durante años.",
    ],
  },
  "quality.fabrication.flooring": {
    title: "Instalación rápida",
    paragraphs: [
      "Los sistemas de clic, de instalación libre y encolados se adaptan a cualquier soporte y plazo. Los suelos de instalación libre y de clic se pueden pisar en cuanto se colocan, y las láminas se sueldan en caliente para formar una superficie continua e higiénica.",
    ],
  },
  "quality.sustainability": {
    title: "Hechos para durar",
    paragraphs: [
      "Las superficies duraderas ahorran recursos: cada año más de uso es un año sin sustitución. Diseñamos nuestros materiales para una larga vida, un mantenimiento sencillo y, cuando el producto lo permite, contenido reciclado.",
    ],
  },
  "certification.environment": {
    title: "Verificado de forma independiente",
    paragraphs: [
      "Organismos independientes ensayan nuestros productos para medir sus emisiones de compuestos orgánicos volátiles, y estos llevan los sellos de calidad del aire interior de los mercados donde se venden. Las declaraciones ambientales de producto aportan datos para certificaciones de edificios sostenibles como LEED y BREEAM.",
    ],
  },
  "certification.fireRating": {
    title: "Clasificación frente al fuego",
    paragraphs: [
      "Los productos se ensayan en reacción al fuego según la EN 13501-1 y las normas nacionales de los mercados donde se usan. La clasificación de cada producto figura en su ficha técnica y sus certificados.",
    ],
  },
  "certification.hygiene": {
    title: "Fácil de mantener limpio",
    paragraphs: [
      "Una superficie cerrada y no porosa no deja dónde asentarse a la suciedad ni a las bacterias, y se limpia con detergentes habituales. Por eso el material es una buena elección para cocinas, centros sanitarios y otros espacios donde la higiene importa.",
    ],
  },
  "certification.process": {
    title: "Procesos certificados",
    paragraphs: [
      "Nuestras plantas trabajan según ISO 9001 para la gestión de la calidad e ISO 14001 para la gestión ambiental. La producción se controla lote a lote, para que el material entregado sea el material especificado.",
    ],
  },
  "sustainability.commitment": {
    title: "Nuestro compromiso",
    paragraphs: [
      "Para nosotros, la sostenibilidad forma parte de cómo se diseña, fabrica y utiliza un material. Desde {greenhouseSince}, los cambios en nuestra producción han reducido las emisiones de gases de efecto invernadero en {greenhouseTons} toneladas al año, y seguimos reduciendo la energía, el agua y la materia prima que necesitan nuestros productos.",
    ],
  },
  "sustainability.materialSafety": {
    title: "Materiales seguros",
    paragraphs: [
      "Las materias primas se seleccionan y controlan según el reglamento europeo REACH y las normas de seguridad química de cada mercado. Nuestros productos están pensados para viviendas, colegios y hospitales, y se ensayan para saber qué liberan al aire.",
    ],
  },
  "sustainability.manufacturing": {
    title: "Una fabricación más limpia",
    paragraphs: [
      "Nuestras plantas recuperan el calor de proceso, reciclan el agua y devuelven los desechos de producción al ciclo de fabricación. El consumo de energía y las emisiones se miden y se publican cada año.",
    ],
  },
  "sustainability.processing": {
    title: "Una transformación responsable",
    paragraphs: [
      "Las guías de transformación ayudan a los talleres a captar el polvo y el agua de corte, reutilizar los recortes y reducir los residuos al mínimo. Una planificación precisa de tablas y paneles acerca el material comprado al material instalado.",
    ],
  },
  "sustainability.transport": {
    title: "Trayectos más cortos",
    paragraphs: [
      "Los productos salen de almacenes regionales cercanos a las obras, en cargas que aprovechan al máximo cada palé y cada contenedor. Menos envíos y más completos significan menos combustible y menos emisiones.",
    ],
  },
};
