import type { IndustrialCopySet } from "./types";

export const DE: IndustrialCopySet = {
  "automotive.skin": {
    intro: [
      "Unser veganes Leder gibt Sitzen, Türen und Armaturentafeln die Optik und Haptik feinen Leders, ganz ohne tierische Bestandteile. Es wird im eigenen Werk kalandriert und geprägt, damit Narbung, Farbe und Weichheit vom ersten bis zum letzten Meter gleich bleiben.",
      "Zwei Linien enthalten Recyclingmaterial: {recycledMin} nach Gewicht in der Premium-Linie und {recycledMax} in der Eco-Linie, in der recyceltes PET-Gewebe den Neuwaren-Träger ersetzt. Beide erfüllen die Emissionsgrenzwerte der Automobilhersteller für den Innenraum.",
    ],
    applications: [
      { name: "Sitze", text: "Strapazierfähige Oberflächen, die ihre Narbung über Jahre behalten." },
      { name: "Türverkleidungen und Armlehnen", text: "Softtouch-Häute, die enge Radien faltenfrei umschließen." },
      { name: "Instrumententafeln", text: "Matte Narbungen, die Spiegelungen in der Frontscheibe vermeiden." },
      { name: "Himmel und Säulen", text: "Leichte Textilien mit Wildlederhaptik für einen ruhigen Innenraum." },
    ],
  },
  "automotive.lightweight": {
    intro: [
      "Lang- und endlosglasfaserverstärkte Thermoplaste ersetzen Stahl dort, wo ein Fahrzeug Lasten trägt. Eine in einem Schuss gespritzte Sitzlehne oder ein Batteriegehäuse wiegt bis zu {cutMax} weniger als das geschweißte Stahlteil und besteht dieselben Crashtests.",
      "Der Faseranteil folgt dem Bauteil: {fibreMin} nach Gewicht für komplexe Formen, die das Werkzeug füllen müssen, {fibreMax} dort, wo Steifigkeit zählt. Die Matrix ist Polypropylen und am Ende des Fahrzeuglebens recycelbar.",
    ],
    applications: [
      { name: "Sitzlehnen", text: "Dünnwandige Schalen, die Gewicht sparen und im Fond Platz schaffen." },
      { name: "Batteriegehäuse", text: "Steife, korrosionsfreie Gehäuse für Elektroplattformen." },
      { name: "Unterbodenverkleidungen", text: "Schlagfeste Platten, die die Strömung unter dem Fahrzeug glätten." },
      { name: "Türmodule", text: "Träger für Fenster, Lautsprecher und Schlösser in einem Teil." },
    ],
  },
  "automotive.component": {
    intro: [
      "Innenraumblenden und Außenteile kommen einbaufertig, ihr Dekor eingeformt statt lackiert. Metall-, Holz- und Uni-Optiken werden kaschiert oder im Werkzeug dekoriert und halten Sonne, Reinigung und Alltag stand.",
      "Gespritzte Teile ersetzen schwerere Baugruppen: Blenden und Außenteile wiegen {cutMin} bis {cutMax} weniger als die ersetzten Teile, was Reichweite und Emissionen zugutekommt.",
    ],
    applications: [
      { name: "Mittelkonsolen und Dekorleisten", text: "Gebürstete Metall- und offenporige Holzoptik ohne echtes Metall oder Furnier." },
      { name: "Türverkleidungen", text: "Dekorierte Paneele passend zu Sitzen und Armaturentafel." },
      { name: "Kühlergrills und Spiegelkappen", text: "UV-stabile Glanz- und Satinoberflächen ohne Lackiererei." },
      { name: "Säulenblenden und Dachreling", text: "Witterungsbeständige Compounds, die im Freien ihre Farbe behalten." },
    ],
  },
  "appliance.film": {
    intro: [
      "Oberflächenfolie für Hausgeräte macht aus einfachem Stahl die Front eines Kühlschranks, einer Waschmaschine oder eines Backofens. Die Folie wird vor dem Umformen auf Bandstahl kaschiert, sodass jedes Blech fertig aus der Presse kommt: ohne Lackieren, ohne Abfall.",
      "PET- und PVC-Folien bringen Metall-, Glas-, Stein- und Textiloptiken, samtmatt und hochglänzend, mit Qualitäten, die Fingerabdrücken widerstehen oder sich tief verformen lassen.",
    ],
    applications: [
      { name: "Kühlschränke", text: "Türen in gebürstetem Metall, Glas oder Farbe ohne Fingerabdrücke." },
      { name: "Waschmaschinen und Geschirrspüler", text: "Fronten, die Reinigungsmitteln, Dampf und Kratzern widerstehen." },
      { name: "Backöfen", text: "Hitzebeständige Laminate für Seitenwände und Türen." },
      { name: "Klimageräte", text: "Innengeräte, die zum Raum passen statt zur Technik." },
    ],
  },
};
