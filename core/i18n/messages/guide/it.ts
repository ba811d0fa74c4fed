import type { Message } from "../../types";
import type { enGuide } from "./en";

/** Italian wording of ./en.ts. */
export const itGuide = {
  "guide.heading": "Guide",
  "meta.GUIDES": "Guide ai profili del bordo e alle finiture",
  "meta.description.GUIDES": "La forma di ogni profilo del bordo, l'aspetto e il tatto di ogni finitura e la cura di una finitura spazzolata.",
  "guideText.edgeProfiles.intro": "Ogni disegno mostra la sezione del bordo anteriore di un piano di lavoro, con la superficie superiore in alto. I profili disponibili per questo prodotto sono evidenziati.",
  "guideText.edgeDrawing": "Sezione del profilo del bordo {name}",
  "guideText.ownEdge": "Disponibile per questo prodotto",
  "guideText.edge.beveled": "Uno smusso diritto sullo spigolo superiore. Cattura la luce in una linea netta e dà un aspetto preciso e moderno.",
  "guideText.edge.bullnose": "Arrotondato a semicerchio dalla superficie superiore a quella inferiore. Morbido al contatto, sicuro per i bambini e senza spigoli che si scheggiano.",
  "guideText.edge.eased": "Un bordo squadrato con entrambi gli spigoli leggermente smussati. Pulito e sobrio, si scheggia meno di uno spigolo vivo.",
  "guideText.edge.ellipse": "Una semiellisse dalla superficie superiore a quella inferiore: un profilo più lungo e piatto del toro, che fa sembrare il piano più sottile.",
  "guideText.edge.knife": "La parte inferiore è tagliata con un’inclinazione marcata, così si vede solo un bordo sottile: il piano sembra sospeso, leggero e contemporaneo.",
  "guideText.edge.reverse-ogee": "Un arrotondamento convesso in alto che prosegue in una gola concava sotto: la classica gola rovescia, con una morbida linea d’ombra sotto il bordo.",
  "guideText.edge.roman": "Un piccolo gradino in alto, poi una gola concava che si raccorda a un arrotondamento convesso: la gola romana degli interni classici ed eleganti.",
  "guideText.edge.roundover": "Lo spigolo superiore arrotondato a quarto di cerchio e quello inferiore leggermente smussato: più morbido di un bordo squadrato, con tutto lo spessore in vista.",
  "guideText.finishes.intro": "Aspetto, sensazione al tatto e invecchiamento di ogni finitura. La finitura di questo prodotto è evidenziata.",
  "guideText.ownFinish": "Finitura di questo prodotto",
  "guideText.finish.polished": "Una lucidatura brillante che intensifica il colore e riflette la luce, mostrando il disegno al meglio. Impronte e graffi sottili si notano più che su una finitura strutturata.",
  "guideText.finish.brushed": "Una sottile texture lineare spazzolata nella superficie, con una morbida lucentezza satinata. Nasconde impronte e piccoli segni e ha un tatto naturale.",
  "guideText.finish.leather": "Una texture leggermente ondulata e poco lucida, come la pelle conciata. Calda al tatto e poco sensibile ai segni quotidiani.",
  "guideText.finish.velvet-touch": "Una superficie liscia, profondamente opaca, dal tatto setoso. Riflette poca luce, così i colori appaiono morbidi e calmi.",
  "guideText.brushedCare": "Cura della finitura spazzolata",
} satisfies Record<keyof typeof enGuide, Message>;
