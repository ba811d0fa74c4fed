import type { Message } from "../../types";
import type { enGuide } from "./en";

/** Spanish wording of ./en.ts. */
export const esGuide = {
  "guide.heading": "Guías",
  "meta.GUIDES": "Guías de perfiles de canto y acabados",
  "meta.description.GUIDES": "La forma de cada perfil de canto, el aspecto y el tacto de cada acabado y el cuidado de un acabado cepillado.",
  "guideText.edgeProfiles.intro": "Cada dibujo muestra la sección del canto frontal de una encimera, con la cara superior arriba. Los perfiles disponibles para este producto están marcados.",
  "guideText.edgeDrawing": "Sección del perfil de canto {name}",
  "guideText.ownEdge": "Disponible para este producto",
  "guideText.edge.beveled": "Un chaflán recto en la arista superior. Atrapa la luz en una línea nítida y da un aspecto preciso y moderno.",
  "guideText.edge.bullnose": "Redondeado en semicírculo desde la cara superior hasta la inferior. Suave al apoyarse, seguro para los niños y sin aristas que se desconchen.",
  "guideText.edge.eased": "Un canto recto con ambas aristas ligeramente suavizadas. Limpio y sobrio, y menos propenso a desconcharse que una arista viva.",
  "guideText.edge.ellipse": "Una media elipse de la cara superior a la inferior: un morro más largo y plano que el media caña, que hace la encimera más esbelta.",
  "guideText.edge.knife": "La cara inferior se corta en un ángulo pronunciado para que solo se vea un canto fino: la encimera parece flotar, ligera y contemporánea.",
  "guideText.edge.reverse-ogee": "Un redondeo convexo arriba que se prolonga en una media caña cóncava debajo: el talón clásico invertido, con una suave línea de sombra bajo el morro.",
  "guideText.edge.roman": "Un pequeño escalón arriba y luego una media caña cóncava que se une a un redondeo convexo: el talón romano de los interiores clásicos y formales.",
  "guideText.edge.roundover": "La arista superior redondeada en un cuarto de círculo y la inferior ligeramente suavizada: más suave que un canto recto, con todo el grosor a la vista.",
  "guideText.finishes.intro": "Cómo se ve, se siente y envejece cada acabado. El acabado de este producto está marcado.",
  "guideText.ownFinish": "Acabado de este producto",
  "guideText.finish.polished": "Un brillo intenso que profundiza el color y refleja la luz, mostrando el dibujo en toda su riqueza. Las huellas y los arañazos finos se notan más que en un acabado texturizado.",
  "guideText.finish.brushed": "Una fina textura lineal cepillada en la superficie, con un suave brillo satinado. Disimula las huellas y las pequeñas marcas y tiene un tacto natural.",
  "guideText.finish.leather": "Una textura suavemente ondulada y de brillo tenue, como el cuero curtido. Cálida al tacto y poco sensible a las marcas del día a día.",
  "guideText.finish.velvet-touch": "Una superficie lisa, de mate profundo y tacto sedoso. Refleja poca luz, por lo que los colores se ven suaves y serenos.",
  "guideText.brushedCare": "Cuidado del acabado cepillado",
} satisfies Record<keyof typeof enGuide, Message>;
