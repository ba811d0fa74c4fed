import type { Message } from "../../types";
import type { enGuide } from "./en";

/** German wording of ./en.ts. */
export const deGuide = {
  "guide.heading": "Leitfäden",
  "meta.GUIDES": "Kantenprofile und Oberflächen: Leitfäden",
  "meta.description.GUIDES": "Wie jedes Kantenprofil geformt ist und wie jede Oberfläche aussieht und sich anfühlt, mit der Pflege einer gebürsteten Oberfläche.",
  "guideText.edgeProfiles.intro": "Jede Zeichnung zeigt den Querschnitt der Vorderkante einer Arbeitsplatte, die Oberseite oben. Die für dieses Produkt angebotenen Profile sind markiert.",
  "guideText.edgeDrawing": "Querschnitt des Kantenprofils {name}",
  "guideText.ownEdge": "Für dieses Produkt erhältlich",
  "guideText.edge.beveled": "Eine gerade Fase an der oberen Kante. Sie fängt das Licht in einer klaren Linie ein und wirkt präzise und modern.",
  "guideText.edge.bullnose": "Von der Oberseite bis zur Unterseite im Halbkreis gerundet. Angenehm zum Anlehnen, kinderfreundlich und ohne Ecke, die abplatzen kann.",
  "guideText.edge.eased": "Eine gerade Kante, deren obere und untere Ecke leicht gebrochen sind. Schlicht und klar und weniger anfällig für Abplatzungen als eine scharfe Ecke.",
  "guideText.edge.ellipse": "Eine halbe Ellipse von der Oberseite bis zur Unterseite: eine längere, flachere Rundung als beim Vollrund, die die Platte schlanker wirken lässt.",
  "guideText.edge.knife": "Die Unterseite ist steil zurückgeschnitten, sodass nur eine dünne Kante sichtbar bleibt: Die Platte scheint zu schweben – leicht und zeitgemäß.",
  "guideText.edge.reverse-ogee": "Eine konvexe Rundung oben, die in eine konkave Kehle darunter übergeht – das klassische Karnies umgekehrt, mit einer weichen Schattenlinie unter der Kante.",
  "guideText.edge.roman": "Eine kleine Stufe oben, dann eine konkave Kehle, die in eine konvexe Rundung übergeht: das römische Karnies klassischer, repräsentativer Räume.",
  "guideText.edge.roundover": "Die obere Ecke im Viertelkreis gerundet, die untere leicht gebrochen: weicher als eine gerade Kante, die volle Materialstärke bleibt sichtbar.",
  "guideText.finishes.intro": "Wie jede Oberfläche aussieht, sich anfühlt und altert. Die Oberfläche dieses Produkts ist markiert.",
  "guideText.ownFinish": "Oberfläche dieses Produkts",
  "guideText.finish.polished": "Hochglanz, der die Farbe vertieft und das Licht spiegelt; das Dekor wirkt am reichsten. Fingerabdrücke und feine Kratzer fallen stärker auf als bei strukturierten Oberflächen.",
  "guideText.finish.brushed": "Eine feine, lineare Bürststruktur mit sanftem Seidenglanz. Sie kaschiert Fingerabdrücke und kleine Spuren und fühlt sich natürlich an.",
  "guideText.finish.leather": "Eine sanft gewellte Struktur mit mattem Schimmer, wie gegerbtes Leder. Warm in der Haptik und nachsichtig gegenüber Alltagsspuren.",
  "guideText.finish.velvet-touch": "Eine glatte, tiefmatte Oberfläche mit seidiger Haptik. Sie reflektiert wenig Licht, die Farben wirken weich und ruhig.",
  "guideText.brushedCare": "Pflege gebürsteter Oberflächen",
} satisfies Record<keyof typeof enGuide, Message>;
