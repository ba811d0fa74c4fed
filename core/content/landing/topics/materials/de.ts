/** Landing tabs of the other families, German. */
import type { GenericTopics } from "../../keys";

export const MATERIALS_DE: GenericTopics = {
  "quality.design.quartz": {
    title: "Die Optik von Naturstein",
    paragraphs: [
      "VIATERA Quarzwerkstoff verbindet natürlichen Quarz mit hochwertigen Harzen und Pigmenten. Das Ergebnis hat die Tiefe und Äderung von Marmor und Granit – mit einer Gleichmäßigkeit, die kein Steinbruch bieten kann: Jede Platte einer Farbe passt zur nächsten, sodass große Küchen und lange Arbeitsplatten von Ende zu Ende einheitlich bleiben.",
    ],
  },
  "quality.performance.quartz": {
    title: "Strapazierfähig und pflegeleicht",
    paragraphs: [
      "Quarz gehört zu den härtesten Mineralien der Natur und macht VIATERA äußerst widerstandsfähig gegen Kratzer und Abplatzungen. Die porenfreie Oberfläche widersteht Flecken von Kaffee, Wein und Öl und muss nie imprägniert werden: Warmes Wasser und ein mildes Reinigungsmittel halten sie wie neu.",
    ],
  },
  "quality.fabrication.quartz": {
    title: "Nach Maß gefertigt",
    paragraphs: [
      "VIATERA-Platten werden von Natursteinwerkstätten mit wassergekühlten Diamantwerkzeugen bearbeitet, die Beckenausschnitte schneiden, Kanten polieren und Profile nach den Zeichnungen jedes Projekts formen. Passende Quarzbecken lassen sich unterbündig einbauen – für eine klare, durchgehende Linie.",
    ],
  },
  "quality.design.porcelain": {
    title: "Große Formate, feine Details",
    paragraphs: [
      "TERACANTO Keramikoberflächen werden aus feinen Tonen und Mineralien gepresst und bei hoher Temperatur zu großen, dünnen Platten gebrannt. Digitaler Dekordruck gibt Stein, Beton und Metall mit verblüffendem Realismus wieder – für Arbeitsplatten, Wände, Böden und Möbel in einem abgestimmten Look.",
    ],
  },
  "quality.performance.porcelain": {
    title: "Unbeeindruckt von Hitze und Licht",
    paragraphs: [
      "Gebrannte Keramik widersteht Hitze, Kratzern, Chemikalien und UV-Licht. Heiße Töpfe können abgestellt werden, Reinigungsmittel hinterlassen keine Spuren, und die Farben bleichen in der Sonne nicht aus – deshalb eignet sich TERACANTO für Außenküchen und Fassaden ebenso wie für Innenräume.",
    ],
  },
  "quality.fabrication.porcelain": {
    title: "Präzise Verarbeitung",
    paragraphs: [
      "TERACANTO wird von Verarbeitern, die in gesinterten Oberflächen geschult sind, mit Wasserstrahl- und Diamantwerkzeugen geschnitten. Auf Gehrung gearbeitete Kanten führen das Dekor um die Ecken, sodass eine Arbeitsplatte wie ein massiver Block wirkt, und Platten lassen sich für eine durchgehende Äderung spiegelbildlich anordnen.",
    ],
  },
  "quality.design.panel": {
    title: "Wände und Möbel in einem Finish",
    paragraphs: [
      "BORTE Paneele bringen die Wärme von Holz, die Ruhe von Stein und klare Unifarben auf Wände, Türen und Möbel. Oberflächen und Kanten sind aufeinander abgestimmt, sodass sich ein ganzer Innenraum in einem einzigen, stimmigen Material gestalten lässt.",
    ],
  },
  "quality.performance.panel": {
    title: "Eine robuste Dekoroberfläche",
    paragraphs: [
      "Die Dekoroberfläche von BORTE widersteht Kratzern, Stößen und alltäglichen Reinigungsmitteln und bleibt im Tageslicht farbecht. Die Paneele bleiben plan und formstabil, sodass große Wände und hohe Schranktüren über Jahre gerade bleiben.",
    ],
  },
  "quality.fabrication.panel": {
    title: "Bereit für die Montage",
    paragraphs: [
      "BORTE Paneele werden mit üblichen Holzbearbeitungsmaschinen zugeschnitten und bekantet und mit gängigen Beschlag- und Verbindungssystemen montiert. Passende Kantenbänder und Zubehör machen die Montage schnell und das Ergebnis sauber.",
    ],
  },
  "quality.design.interiorFilm": {
    title: "Neue Oberflächen ohne Abriss",
    paragraphs: [
      "Unsere Architektur- und Dekorfolien sind selbstklebende Oberflächen mit der Optik und Haptik von Holz, Stein, Metall, Leder und Stoff. Auf Türen, Wände, Möbel und Einbauten aufgebracht, verwandeln sie einen Innenraum, ohne Vorhandenes zu entfernen.",
    ],
  },
  "quality.performance.interiorFilm": {
    title: "Für stark genutzte Innenräume",
    paragraphs: [
      "Die Folien sind kratz-, flecken- und feuchtigkeitsbeständig und leicht zu reinigen. Hotels, Büros und Geschäfte renovieren damit im laufenden Betrieb, denn die Arbeit ist leise, schnell und sauber.",
    ],
  },
  "quality.fabrication.interiorFilm": {
    title: "Einfach aufzubringen",
    paragraphs: [
      "Dank Luftkanalkleber können Verarbeiter die Folie positionieren, Blasen ausstreichen und sie um Kanten und Profile legen. Ebene wie gewölbte Flächen lassen sich vor Ort bekleben – ohne Spezialwerkzeug außer Rakel und Heißluftföhn.",
    ],
  },
  "quality.design.exteriorFilm": {
    title: "Fassaden erneuert",
    paragraphs: [
      "Exterior-Folie gibt Fassaden, Haustüren, Fensterrahmen und Außenverkleidungen eine neue Oberfläche in Holz, Metall und Unifarben, ohne die darunterliegenden Bauteile zu ersetzen.",
    ],
  },
  "quality.performance.exteriorFilm": {
    title: "Gemacht für jedes Wetter",
    paragraphs: [
      "Exterior-Folie ist so formuliert, dass sie UV-Licht, Regen und Temperaturwechseln widersteht. Ihre Farben bleiben stabil und ihre Oberfläche intakt – nach Jahren im Freien, bei Sonne und Frost.",
    ],
  },
  "quality.fabrication.exteriorFilm": {
    title: "Werkseitig kaschiert oder vor Ort verklebt",
    paragraphs: [
      "Die Folie wird im Werk auf Profile und Platten kaschiert oder von geschulten Verarbeitern vor Ort aufgebracht, mit Klebern und Primern, die auf den Untergrund abgestimmt sind.",
    ],
  },
  "quality.design.signFilm": {
    title: "Grafik, die auffällt",
    paragraphs: [
      "VIZUON Schilder- und Grafikfolien tragen Marken auf Fahrzeuge, Schaufenster, Leuchtreklamen und Gebäude. Bedruckbare, plotterfähige und transluzente Folien arbeiten zusammen, sodass ein ganzes Erscheinungsbild in einem abgestimmten System entsteht.",
    ],
  },
  "quality.performance.signFilm": {
    title: "Farbe, die hält",
    paragraphs: [
      "VIZUON-Folien behalten im Außeneinsatz Farbe und Haftung, und wiederablösbare Qualitäten lassen sich am Ende einer Kampagne rückstandsfrei entfernen. Transluzente Folien verteilen das Licht gleichmäßig über Leuchtreklamen, ohne helle Flecken.",
    ],
  },
  "quality.fabrication.signFilm": {
    title: "Für Drucker und Plotter",
    paragraphs: [
      "Die Folien laufen auf Solvent-, Eco-Solvent-, Latex- und UV-Druckern sowie auf Schneideplottern. Luftkanalkleber und verformbare Qualitäten machen Fahrzeugbeschriftungen und die Verklebung über Nieten und Rundungen schneller und fehlertoleranter.",
    ],
  },
  "quality.design.flooring": {
    title: "Böden für jeden Raum",
    paragraphs: [
      "HFLOR elastische Bodenbeläge umfassen Designbeläge (LVT), Lose-Verlegeplanken, SPC-Rigid-Core, homogene und heterogene Bahnenware sowie Spezialböden. Holz-, Stein- und abstrakte Designs in abgestimmten Farben lassen Wohnungen, Schulen, Kliniken und Büros jeweils den passenden Boden finden.",
    ],
  },
  "quality.performance.flooring": {
    title: "Komfortabel und widerstandsfähig",
    paragraphs: [
      "Eine Schutzschicht bewahrt HFLOR vor Abrieb, Flecken und starker Begehung, während der elastische Aufbau leiser und fußwärmer ist als harte Böden. Regelmäßige Reinigung hält ihn über Jahre schön.",
    ],
  },
  "quality.fabrication.flooring": {
    title: "Schnell verlegt",
    paragraphs: [
      "Klick-, Lose- und Klebeverlegung passen zu jedem Untergrund und Zeitplan. Lose verlegte und Klickböden sind sofort begehbar, und Bahnenware lässt sich zu einer fugenlosen, hygienischen Fläche verschweißen.",
    ],
  },
  "quality.sustainability": {
    title: "Gemacht, um zu bleiben",
    paragraphs: [
      "Langlebige Oberflächen sparen Ressourcen: Jedes Jahr, das eine Oberfläche in Gebrauch bleibt, ist ein Jahr, in dem sie nicht ersetzt wird. Wir entwickeln unsere Materialien für ein langes Leben, leichte Pflege und, wo das Produkt es erlaubt, Recyclinganteile.",
    ],
  },
  "certification.environment": {
    title: "Unabhängig bestätigt",
    paragraphs: [
      "Unsere Produkte werden von unabhängigen Stellen auf Emissionen flüchtiger organischer Verbindungen geprüft und tragen die Raumluftsiegel der Märkte, in denen sie verkauft werden. Umweltproduktdeklarationen liefern Daten für Gebäudezertifizierungen wie LEED und BREEAM.",
    ],
  },
  "certification.fireRating": {
    title: "Brandklassifizierung",
    paragraphs: [
      "Die Produkte werden auf ihr Brandverhalten nach EN 13501-1 und den nationalen Normen der Märkte geprüft, in denen sie eingesetzt werden. Die Klassifizierung jedes Produkts steht in seinem technischen Datenblatt und seinen Zertifikaten.",
    ],
  },
  "certification.hygiene": {
    title: "Leicht sauber zu halten",
    paragraphs: [
      "Eine geschlossene, porenfreie Oberfläche bietet Schmutz und Bakterien keinen Halt und wird mit üblichen Reinigungsmitteln gereinigt. Das macht das Material zu einer guten Wahl für Küchen, das Gesundheitswesen und andere Bereiche, in denen Hygiene zählt.",
    ],
  },
  "certification.process": {
    title: "Zertifizierte Prozesse",
    paragraphs: [
      "Unsere Werke arbeiten nach ISO 9001 für Qualitätsmanagement und ISO 14001 für Umweltmanagement. Die Produktion wird Charge für Charge geprüft, damit das gelieferte Material dem geplanten entspricht.",
    ],
  },
  "sustainability.commitment": {
    title: "Unsere Verpflichtung",
    paragraphs: [
      "Für uns ist Nachhaltigkeit Teil davon, wie ein Material entworfen, hergestellt und genutzt wird. Seit {greenhouseSince} haben Änderungen in unserer Produktion die Treibhausgasemissionen um {greenhouseTons} Tonnen pro Jahr gesenkt, und wir verringern weiter den Energie-, Wasser- und Rohstoffbedarf unserer Produkte.",
    ],
  },
  "sustainability.materialSafety": {
    title: "Sichere Materialien",
    paragraphs: [
      "Rohstoffe werden gemäß der europäischen REACH-Verordnung und den Chemikalienvorschriften jedes Marktes ausgewählt und überwacht. Unsere Produkte sind für Wohnungen, Schulen und Kliniken gemacht und werden darauf geprüft, was sie an die Raumluft abgeben.",
    ],
  },
  "sustainability.manufacturing": {
    title: "Sauberere Herstellung",
    paragraphs: [
      "Unsere Werke gewinnen Prozesswärme zurück, bereiten Wasser auf und führen Produktionsreste in den Herstellungskreislauf zurück. Energieverbrauch und Emissionen werden jährlich gemessen und berichtet.",
    ],
  },
  "sustainability.processing": {
    title: "Verantwortungsvolle Verarbeitung",
    paragraphs: [
      "Verarbeitungsrichtlinien helfen Werkstätten, Schneidstaub und Wasser aufzufangen, Reststücke wiederzuverwenden und Abfall gering zu halten. Eine genaue Zuschnittplanung von Platten und Paneelen hält die gekaufte Menge nahe an der eingebauten.",
    ],
  },
  "sustainability.transport": {
    title: "Kürzere Wege",
    paragraphs: [
      "Die Produkte werden aus regionalen Lagern nahe den Projekten versandt, in Ladungen, die jede Palette und jeden Container voll ausnutzen. Weniger, dafür vollere Transporte bedeuten weniger Kraftstoff und weniger Emissionen.",
    ],
  },
};
