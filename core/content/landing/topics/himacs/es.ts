/** HIMACS landing tabs, Spanish. */
import type { HimacsTopics } from "../../keys";

export const HIMACS_ES: HimacsTopics = {
  "quality.design": {
    title: "Diseño sin juntas",
    paragraphs: [
      "HIMACS es una superficie sólida acrílica: una mezcla de acrílico, minerales naturales y pigmentos con el mismo color y la misma composición en todo su espesor. Las planchas se unen con adhesivo del mismo color y se lijan hasta que la junta desaparece, de modo que un mostrador de recepción, una isla de cocina o una pared entera se perciben como una sola pieza continua.",
      "Al calentarse, el material se vuelve flexible y puede termoformarse en curvas, ondas y formas tridimensionales que conservan su forma al enfriarse. Desde los blancos puros hasta los colores translúcidos Lucent, que brillan con retroiluminación, la gama da a arquitectos y diseñadores la libertad de modelar una superficie en lugar de ensamblarla.",
    ],
  },
  "quality.performance": {
    title: "Hecho para el uso diario",
    paragraphs: [
      "Como HIMACS no es poroso, los líquidos, las manchas y las bacterias se quedan en la superficie, donde basta un paño húmedo para eliminarlos. Soporta el desgaste de cocinas, hospitales, hoteles y tiendas, y los arañazos o marcas cotidianos se eliminan lijando in situ, lo que restaura el acabado original sin sustituir la pieza.",
      "Cada plancha HIMACS instalada por un transformador certificado está cubierta por una garantía limitada transferible de {warrantyYears} años, que pasa al siguiente propietario del edificio junto con la propia superficie.",
    ],
  },
  "quality.fabrication": {
    title: "Se trabaja como la madera noble",
    paragraphs: [
      "HIMACS se corta, fresa, taladra y lija con las herramientas de metal duro de un taller de carpintería. Los perfiles de canto se fresan directamente en la plancha, los fregaderos y lavabos se pegan sin junta visible y las incrustaciones de un segundo color quedan enrasadas con la superficie.",
      "Nuestra red de transformadores formados y certificados domina las técnicas de termoformado y unión del material, y nuestros manuales de transformación y nuestro servicio técnico acompañan cada proyecto desde el primer dibujo hasta la instalación final.",
    ],
  },
  "quality.sustainability": {
    title: "Una superficie que perdura",
    paragraphs: [
      "La superficie más sostenible es la que no hay que sustituir. HIMACS es renovable: puede repararse y renovarse in situ muchas veces a lo largo de su vida. Algunos colores contienen material reciclado, y los recortes de la transformación pueden reutilizarse para piezas más pequeñas e incrustaciones.",
    ],
  },
  "certification.environment": {
    title: "Verificado de forma independiente",
    paragraphs: [
      "HIMACS cuenta con declaraciones ambientales de producto y certificaciones de calidad del aire interior de organismos independientes, que confirman sus bajas emisiones de compuestos orgánicos volátiles. Estos documentos dan a los arquitectos los datos necesarios para sistemas de certificación de edificios sostenibles como LEED y BREEAM.",
    ],
  },
  "certification.fireRating": {
    title: "Ensayado frente al fuego",
    paragraphs: [
      "HIMACS está clasificado como B1, difícilmente inflamable, según la norma alemana DIN 4102. La clasificación es válida para todos los colores con un espesor de {fireTestThickness}, de modo que la elección del color nunca limita dónde puede utilizarse el material.",
      "Otras clasificaciones según la EN 13501-1 y las normas nacionales figuran en la ficha técnica y los certificados de cada color.",
    ],
  },
  "certification.exteria": {
    title: "Exteria, certificado para fachadas",
    paragraphs: [
      "Los colores Exteria están formulados para exteriores y se han ensayado frente a la luz UV, la intemperie y los cambios de temperatura. Sus aplicaciones en fachada cuentan con homologaciones técnicas nacionales, para especificar con confianza fachadas ventiladas, balcones y mobiliario exterior.",
    ],
  },
  "certification.hygiene": {
    title: "Higiénico por naturaleza",
    paragraphs: [
      "Sin poros ni juntas visibles, HIMACS no deja dónde asentarse a bacterias, moho y hongos. Laboratorios independientes lo han certificado para el contacto con alimentos y el uso en entornos con exigencias de higiene, por lo que se especifica en habitaciones de hospital, laboratorios, cocinas profesionales y residencias.",
    ],
  },
  "certification.process": {
    title: "Calidad en cada paso",
    paragraphs: [
      "HIMACS se fabrica en plantas certificadas según ISO 9001 para la gestión de la calidad e ISO 14001 para la gestión ambiental. Cada lote de producción se controla en color, dimensiones y propiedades mecánicas antes de salir de fábrica.",
    ],
  },
  "sustainability.commitment": {
    title: "Nuestro compromiso",
    paragraphs: [
      "Para nosotros, la sostenibilidad forma parte de cómo se diseña, fabrica y utiliza una superficie. Desde {greenhouseSince}, los cambios en nuestra producción han reducido las emisiones de gases de efecto invernadero en {greenhouseTons} toneladas al año, y seguimos reduciendo la energía, el agua y la materia prima que necesita cada plancha.",
    ],
  },
  "sustainability.materialSafety": {
    title: "Materiales seguros",
    paragraphs: [
      "HIMACS se fabrica sin metales pesados y no libera sustancias nocivas durante su uso. Sus materias primas se seleccionan y controlan según el reglamento europeo REACH, y sus bajas emisiones lo hacen adecuado para colegios, viviendas y centros sanitarios.",
    ],
  },
  "sustainability.manufacturing": {
    title: "Una fabricación más limpia",
    paragraphs: [
      "Nuestras plantas recuperan el calor de sus procesos, reciclan el agua de proceso y devuelven los desechos de producción al ciclo de fabricación. El consumo de energía y las emisiones se miden y se publican cada año dentro de nuestro sistema de gestión ambiental ISO 14001.",
    ],
  },
  "sustainability.processing": {
    title: "Menos residuos en el taller",
    paragraphs: [
      "HIMACS se transforma con máquinas de carpintería habituales y lijado en seco, sin tratamientos químicos. Los recortes pueden unirse para formar piezas nuevas, y las reparaciones in situ alargan la vida de una instalación en lugar de enviarla al vertedero.",
    ],
  },
  "sustainability.transport": {
    title: "Trayectos más cortos",
    paragraphs: [
      "Las planchas se envían desde centros de distribución regionales cercanos a los transformadores, en palés cargados para aprovechar al máximo cada envío. Menos envíos y más completos significan menos combustible y menos emisiones entre la fábrica y el proyecto terminado.",
    ],
  },
};
