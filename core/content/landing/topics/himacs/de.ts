/** HIMACS landing tabs, German. */
import type { HimacsTopics } from "../../keys";

export const HIMACS_DE: HimacsTopics = {
  "quality.design": {
    title: "Design ohne Fugen",
    paragraphs: [
      "HIMACS ist ein acrylgebundener Mineralwerkstoff: eine Mischung aus Acryl, natürlichen Mineralien und Pigmenten, die durch und durch dieselbe Farbe und Zusammensetzung hat. Platten werden mit farbgleichem Kleber verbunden und geschliffen, bis die Fuge verschwindet – so wirkt eine Empfangstheke, eine Kücheninsel oder eine ganze Wand wie aus einem Guss.",
      "Erwärmt wird das Material biegsam und lässt sich zu Rundungen, Wellen und dreidimensionalen Formen thermoformen, die nach dem Abkühlen ihre Gestalt behalten. Von reinem Weiß bis zu den transluzenten Lucent-Farben, die hinterleuchtet strahlen, gibt die Palette Architekten und Designern die Freiheit, eine Oberfläche zu formen, statt sie zusammenzusetzen.",
    ],
  },
  "quality.performance": {
    title: "Gemacht für den Alltag",
    paragraphs: [
      "Da HIMACS porenfrei ist, bleiben Flüssigkeiten, Flecken und Bakterien an der Oberfläche, wo ein feuchtes Tuch sie entfernt. Das Material hält der Beanspruchung in Küchen, Kliniken, Hotels und Geschäften stand, und alltägliche Kratzer oder Spuren lassen sich vor Ort ausschleifen – die ursprüngliche Oberfläche ist wiederhergestellt, ohne das Teil zu ersetzen.",
      "Jede von einem zertifizierten Verarbeiter eingebaute HIMACS-Platte ist durch eine übertragbare beschränkte Garantie von {warrantyYears} Jahren abgesichert, die zusammen mit der Oberfläche an den nächsten Eigentümer des Gebäudes übergeht.",
    ],
  },
  "quality.fabrication": {
    title: "Verarbeitet wie edles Hartholz",
    paragraphs: [
      "HIMACS wird mit den hartmetallbestückten Werkzeugen einer Tischlerei gesägt, gefräst, gebohrt und geschliffen. Kantenprofile werden direkt in die Platte gefräst, Becken fugenlos eingeklebt, und Intarsien in einer zweiten Farbe lassen sich bündig in die Oberfläche einsetzen.",
      "Unser Netz geschulter und zertifizierter Verarbeiter beherrscht die Techniken des Thermoformens und Verklebens, und unsere Verarbeitungsrichtlinien und unser technischer Service begleiten jedes Projekt von der ersten Zeichnung bis zur Montage.",
    ],
  },
  "quality.sustainability": {
    title: "Eine Oberfläche, die bleibt",
    paragraphs: [
      "Die nachhaltigste Oberfläche ist die, die nicht ersetzt werden muss. HIMACS ist erneuerbar: Es lässt sich im Laufe seines Lebens viele Male vor Ort reparieren und aufarbeiten. Ausgewählte Farben enthalten Recyclinganteile, und Verschnitt aus der Verarbeitung kann für kleinere Teile und Intarsien wiederverwendet werden.",
    ],
  },
  "certification.environment": {
    title: "Unabhängig bestätigt",
    paragraphs: [
      "HIMACS verfügt über Umweltproduktdeklarationen und Zertifikate für Innenraumluftqualität unabhängiger Stellen, die seine geringen Emissionen flüchtiger organischer Verbindungen bestätigen. Diese Nachweise liefern Architekten die Daten für Gebäudezertifizierungen wie LEED und BREEAM.",
    ],
  },
  "certification.fireRating": {
    title: "Auf Brandschutz geprüft",
    paragraphs: [
      "HIMACS ist nach der deutschen Norm DIN 4102 als B1, schwer entflammbar, klassifiziert. Die Klassifizierung gilt für alle Farben in einer Stärke von {fireTestThickness} – die Farbwahl schränkt also nie ein, wo das Material eingesetzt werden darf.",
      "Weitere Klassifizierungen nach EN 13501-1 und nationalen Normen sind im technischen Datenblatt und in den Zertifikaten jeder Farbe aufgeführt.",
    ],
  },
  "certification.exteria": {
    title: "Exteria, zertifiziert für Fassaden",
    paragraphs: [
      "Die Exteria-Farben sind für den Außenbereich formuliert und auf Beständigkeit gegen UV-Licht, Witterung und Temperaturwechsel geprüft. Ihre Fassadenanwendungen verfügen über nationale bauaufsichtliche Zulassungen, sodass hinterlüftete Fassaden, Balkone und Außenmöbel mit Sicherheit geplant werden können.",
    ],
  },
  "certification.hygiene": {
    title: "Von Natur aus hygienisch",
    paragraphs: [
      "Ohne Poren und ohne sichtbare Fugen bietet HIMACS Bakterien, Schimmel und Pilzen keinen Halt. Unabhängige Labore haben es für den Kontakt mit Lebensmitteln und den Einsatz in hygienisch sensiblen Bereichen zertifiziert – deshalb wird es für Patientenzimmer, Labore, Großküchen und Pflegeheime gewählt.",
    ],
  },
  "certification.process": {
    title: "Qualität in jedem Schritt",
    paragraphs: [
      "HIMACS wird in Werken hergestellt, die nach ISO 9001 für Qualitätsmanagement und ISO 14001 für Umweltmanagement zertifiziert sind. Jede Produktionscharge wird vor dem Verlassen des Werks auf Farbe, Maße und mechanische Eigenschaften geprüft.",
    ],
  },
  "sustainability.commitment": {
    title: "Unsere Verpflichtung",
    paragraphs: [
      "Für uns ist Nachhaltigkeit Teil davon, wie eine Oberfläche entworfen, hergestellt und genutzt wird. Seit {greenhouseSince} haben Änderungen in unserer Produktion die Treibhausgasemissionen um {greenhouseTons} Tonnen pro Jahr gesenkt, und wir verringern weiter den Energie-, Wasser- und Rohstoffbedarf jeder Platte.",
    ],
  },
  "sustainability.materialSafety": {
    title: "Sichere Materialien",
    paragraphs: [
      "HIMACS wird ohne Schwermetalle hergestellt und gibt im Gebrauch keine schädlichen Stoffe ab. Seine Rohstoffe werden gemäß der europäischen REACH-Verordnung ausgewählt und überwacht, und dank seiner geringen Emissionen eignet es sich für Schulen, Wohnungen und das Gesundheitswesen.",
    ],
  },
  "sustainability.manufacturing": {
    title: "Sauberere Herstellung",
    paragraphs: [
      "Unsere Werke gewinnen Prozesswärme zurück, bereiten Prozesswasser auf und führen Produktionsreste in den Herstellungskreislauf zurück. Energieverbrauch und Emissionen werden im Rahmen unseres Umweltmanagementsystems nach ISO 14001 jährlich gemessen und berichtet.",
    ],
  },
  "sustainability.processing": {
    title: "Weniger Abfall in der Werkstatt",
    paragraphs: [
      "HIMACS wird mit üblichen Holzbearbeitungsmaschinen und wasserfreiem Schleifen verarbeitet, ohne chemische Behandlung. Verschnitt lässt sich zu neuen Teilen verkleben, und Reparaturen vor Ort verlängern das Leben einer Installation, statt sie auf die Deponie zu schicken.",
    ],
  },
  "sustainability.transport": {
    title: "Kürzere Wege",
    paragraphs: [
      "Die Platten werden aus regionalen Verteilzentren in der Nähe der Verarbeiter versandt und so auf Paletten gepackt, dass jede Ladung voll genutzt wird. Weniger, dafür vollere Transporte bedeuten weniger Kraftstoff und weniger Emissionen zwischen Werk und fertigem Projekt.",
    ],
  },
};
