/** Landing intros, German. */
import type { Intros } from "../keys";

export const INTROS_DE: Intros = {
  "himacs.brand": {
    title: "Gestalten Sie Ihren Raum",
    paragraphs: ["HIMACS ist ein acrylgebundener Mineralwerkstoff, der sich in nahezu jede Form bringen, fugenlos verbinden und veredeln lässt. Architekten, Designer und Verarbeiter setzen ihn weltweit für Küchen, Bäder, Möbel, Fassaden und öffentliche Innenräume ein."],
  },
  "himacs.about.design": {
    title: "Gestaltungsfreiheit",
    paragraphs: ["Thermogeformte Rundungen, unsichtbare Fugen und Farben, die die ganze Platte durchziehen: Entdecken Sie, wie Designer mit HIMACS Oberflächen formen, statt sie zusammenzusetzen."],
  },
  "himacs.about.fabrication": {
    title: "Die Kunst der Verarbeitung",
    paragraphs: ["HIMACS wird von geschulten Verarbeitern mit Holzbearbeitungswerkzeugen gesägt, gefräst, verklebt und thermogeformt. Lernen Sie die Techniken hinter fugenlosen Theken, integrierten Becken und skulpturalen Wänden kennen."],
  },
  "himacs.about.quality": {
    title: "Qualität, die bleibt",
    paragraphs: ["Porenfrei, hygienisch und vor Ort erneuerbar ist HIMACS für jahrzehntelangen täglichen Gebrauch gemacht, und jede Installation durch einen zertifizierten Verarbeiter ist durch eine übertragbare Garantie von {warrantyYears} Jahren abgesichert."],
  },
  "himacs.about.certifications": {
    title: "Geprüft und zertifiziert",
    paragraphs: ["Brandschutz, Hygiene, Raumluftqualität und Fassadenzulassungen: die unabhängigen Zertifikate, mit denen Sie HIMACS sicher planen – von der Klinik bis zur Gebäudehülle."],
  },
  "himacs.about.sustainability": {
    title: "Verantwortungsvoll hergestellt",
    paragraphs: ["Von sicheren Rohstoffen über sauberere Werke bis zu kürzeren Transportwegen: Erfahren Sie, wie wir den Fußabdruck von HIMACS verringern und warum eine Oberfläche, die sich jahrzehntelang reparieren lässt, eine nachhaltige Wahl ist."],
  },
  "himacs.about.history": {
    title: "Die Geschichte von HIMACS",
    paragraphs: ["HIMACS begann als besseres Material für Küchenarbeitsplatten und wurde zu einem Medium der Architektur, das markante Fassaden, preisgekrönte Innenräume und Möbel namhafter Designer prägt. Entdecken Sie, wie es Projekt für Projekt gewachsen ist."],
  },
  "himacs.category": {
    title: "Mineralwerkstoff in jeder Farbe",
    paragraphs: ["Entdecken Sie die HIMACS-Kollektionen – von reinen Solids und marmorinspirierten Aurora und Marmo bis zu transluzentem Lucent und witterungsbeständigem Exteria – und finden Sie die Farbe für Ihr nächstes Projekt."],
  },
  "viatera.category": {
    title: "Quarz, veredelt",
    paragraphs: ["VIATERA Quarzwerkstoff bringt die Schönheit von Naturstein in Küchen und Bäder – mit der Gleichmäßigkeit, Festigkeit und Pflegeleichtigkeit, die nur ein technischer Werkstoff bieten kann."],
  },
  "teracanto.category": {
    title: "Keramik im Großformat",
    paragraphs: ["TERACANTO Keramikoberflächen verbinden realistische Stein-, Beton- und Metalldesigns mit Beständigkeit gegen Hitze, Kratzer und UV-Licht – für Arbeitsplatten, Wände und Fassaden, innen wie außen."],
  },
  "borte.category": {
    title: "Paneele für ganze Innenräume",
    paragraphs: ["BORTE Dekorpaneele kleiden Wände, Türen und Möbel in abgestimmte Holz-, Stein- und Unioberflächen, die robust, formstabil und schnell montiert sind."],
  },
  "benif.category": {
    title: "Jeden Innenraum verwandeln",
    paragraphs: ["BENIF Architekturfolie erneuert Türen, Wände und Möbel mit realistischen Holz-, Stein-, Metall- und Textiloberflächen – vor Ort aufgebracht, ohne Abriss und mit minimaler Störung."],
  },
  "deco.category": {
    title: "Dekorieren leicht gemacht",
    paragraphs: ["Deco-Folie gibt Möbeln, Schränken und Inneneinrichtungen eine neue Oberfläche in Holz, Unifarben und Mustern: selbstklebend, leicht zu reinigen und einfach aufzubringen."],
  },
  "exterior.category": {
    title: "Oberflächen für draußen",
    paragraphs: ["Exterior-Folie schützt und erneuert Fensterrahmen, Türen und Fassadenelemente mit witterungsbeständigen Holz-, Metall- und Unioberflächen, die bei Sonne und Regen farbecht bleiben."],
  },
  "vizuon.category": {
    title: "Schilder- und Grafikfolie",
    paragraphs: ["VIZUON-Folien tragen Marken und Botschaften auf Fahrzeuge, Schilder, Fenster und Gebäude – mit bedruckbaren, plotterfähigen und transluzenten Qualitäten für jede Anwendung."],
  },
  "vizuon.category.vehicle": {
    title: "Fahrzeuge und Verkehr",
    paragraphs: ["Wrapfolien für Autos, Busse, Lkw und Züge, die sich Rundungen und Sicken anpassen, auf der Straße farbecht bleiben und sich beim Designwechsel sauber entfernen lassen."],
  },
  "vizuon.category.signs-and-displays": {
    title: "Schilder und Displays",
    paragraphs: ["Bedruckbare und plotterfähige Folien für Beschilderung, Verkaufsdisplays und Messen, mit scharfen Druckergebnissen und Klebern für kurze Kampagnen oder den Langzeiteinsatz."],
  },
  "vizuon.category.illuminated-sign": {
    title: "Leuchtreklame",
    paragraphs: ["Transluzente Folien, die das Licht gleichmäßig über Leuchtkästen und Profilbuchstaben verteilen und Markenfarben bei Tag und Nacht treu wiedergeben."],
  },
  "vizuon.category.architecture": {
    title: "Architektur",
    paragraphs: ["Folien für Glas und Gebäudeoberflächen, die Büros, Geschäfte und öffentliche Gebäude ohne bauliche Eingriffe um Sichtschutz, Dekoration und Leitsysteme ergänzen."],
  },
  "vizuon.category.eco-solutions": {
    title: "Eco Solutions",
    paragraphs: ["Grafikfolien mit weniger Schadstoffen und geringeren Emissionen, für Marken, deren Beschilderung ihre Umweltverpflichtungen widerspiegeln soll."],
  },
  "vizuon.category.corporate-branding": {
    title: "Corporate Branding",
    paragraphs: ["Farbgenaue Folien, die ein Corporate Design über Fuhrparks, Ladenfronten und Büros hinweg an jedem Standort einheitlich wiedergeben."],
  },
  "vizuon.collection": {
    title: "VIZUON-Kollektion",
    paragraphs: ["Entdecken Sie die Folien dieser VIZUON-Kollektion und vergleichen Sie Oberflächen, Kleber und Anwendungen, um die richtige für Ihr Projekt zu finden."],
  },
  "hflor.category.about": {
    title: "Elastische Bodenbeläge",
    paragraphs: ["HFLOR-Böden verbinden natürlich wirkende Designs mit Gehkomfort und Beständigkeit gegen starke Beanspruchung – in Typen für Wohnungen, Schulen, Kliniken, Büros und Sporthallen."],
  },
  "hflor.category.lvt": {
    title: "Designbelag (LVT)",
    paragraphs: ["Vinyl-Designfliesen und -planken mit authentischen Holz- und Steindesigns, einer schützenden Oberfläche und einem warmen, leisen Gehgefühl, für Wohn- und Objektbereiche."],
  },
  "hflor.category.looselay": {
    title: "Lose Verlegung",
    paragraphs: ["Schwere, formstabile Planken, die ohne Kleber plan liegen: Böden sind schnell verlegt, sofort nutzbar und lassen sich für Zugang oder Austausch wieder aufnehmen."],
  },
  "hflor.category.spc": {
    title: "SPC Rigid Core",
    paragraphs: ["Klickplanken mit starrem Stein-Polymer-Kern, formstabil und wasserbeständig, für die schnelle schwimmende Verlegung auf bestehenden Böden."],
  },
  "hflor.category.homogeneous": {
    title: "Homogene Bahnenware",
    paragraphs: ["Bahnenbeläge mit gleicher Zusammensetzung über die gesamte Dicke, für Kliniken, Labore und Schulen, die einen robusten, fugenlosen und hygienischen Boden brauchen."],
  },
  "hflor.category.heterogeneous": {
    title: "Heterogene Bahnenware",
    paragraphs: ["Mehrschichtige Bahnenbeläge mit bedrucktem Design unter einer transparenten Nutzschicht, die vielfältige Optiken mit der Robustheit verbinden, die öffentliche Gebäude verlangen."],
  },
  "hflor.category.specialty": {
    title: "Spezialböden",
    paragraphs: ["Böden für besondere Anforderungen, von Sporthallen bis zu leitfähigen und akustischen Anwendungen, ausgelegt auf die Leistung, die jeder Raum verlangt."],
  },
  "hflor.collection": {
    title: "HFLOR-Kollektion",
    paragraphs: ["Entdecken Sie die Designs dieser HFLOR-Kollektion und vergleichen Sie Farben, Formate und Aufbau, um den Boden für Ihr Projekt zu finden."],
  },
};
