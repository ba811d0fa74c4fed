import type { Message } from "../../types";
import type { enGuide } from "./en";

/** Italian wording of ./en.ts. */
export const itGuide = {
  "guide.heading": "Guide",
  "guide.edgeProfiles.intro": "Ogni disegno mostra la sezione del bordo anteriore di un piano di lavoro, con la superficie superiore in alto. I profili disponibili per questo prodotto sono evidenziati.",
  "guide.edgeDrawing": "Sezione del profilo del bordo {name}",
  "guide.ownEdge": "Disponibile per questo prodotto",
  "guide.edge.beveled": "Uno smusso diritto sullo spigolo superiore. Cattura la luce in una linea netta e dà un aspetto preciso e moderno.",
  "guide.edge.bullnose": "Arrotondato a semicerchio dalla superficie superiore a quella inferiore. Morbido al contatto, sicuro per i bambini e senza spigoli che si scheggiano.",
  "guide.edge.eased": "Un bordo squadrato con entrambi gli spigoli leggermente smussati. Pulito e sobrio, si scheggia meno di uno spigolo vivo.",
  "guide.edge.ellipse": "Una semiellisse dalla superficie superiore a quella inferiore: un profilo più lungo e piatto del toro, che fa sembrare il piano più sottile.",
  "guide.edge.knife": "La parte inferiore è tagliata con un’inclinazione marcata, così si vede solo un bordo sottile: il piano sembra sospeso, leggero e contemporaneo.",
  "guide.edge.reverse-ogee": "Un arrotondamento convesso in alto che prosegue in una gola concava sotto: la classica gola rovescia, con una morbida linea d’ombra sotto il bordo.",
  "guide.edge.roman": "Un piccolo gradino in alto, poi una gola concava che si raccorda a un arrotondamento convesso: la gola romana degli interni classici ed eleganti.",
  "guide.edge.roundover": "Lo spigolo superiore arrotondato a quarto di cerchio e quello inferiore leggermente smussato: più morbido di un bordo squadrato, con tutto lo spessore in vista.",
  "guide.finishes.intro": "Aspetto, sensazione al tatto e invecchiamento di ogni finitura. La finitura di questo prodotto è evidenziata.",
  "guide.ownFinish": "Finitura di questo prodotto",
  "guide.finish.polished": "Una lucidatura brillante che intensifica il colore e riflette la luce, mostrando il disegno al meglio. Impronte e graffi sottili si notano più che su una finitura strutturata.",
  "guide.finish.brushed": "Una sottile texture lineare spazzolata nella superficie, con una morbida lucentezza satinata. Nasconde impronte e piccoli segni e ha un tatto naturale.",
  "guide.finish.leather": "Una texture leggermente ondulata e poco lucida, come la pelle conciata. Calda al tatto e poco sensibile ai segni quotidiani.",
  "guide.finish.velvet-touch": "Una superficie liscia, profondamente opaca, dal tatto setoso. Riflette poca luce, così i colori appaiono morbidi e calmi.",
  "guide.brushedCare": "Cura della finitura spazzolata",
} satisfies Record<keyof typeof enGuide, Message>;
