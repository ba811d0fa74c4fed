import type { IndustrialCopySet } from "./types";

export const NL: IndustrialCopySet = {
  "automotive.skin": {
    intro: [
      "Ons veganistisch leer geeft stoelen, portieren en dashboards de uitstraling en het gevoel van fijn leer, zonder één dierlijk product. Het wordt in eigen huis gekalanderd en generfd, zodat nerf, kleur en zachtheid van de eerste tot de laatste meter gelijk blijven.",
      "Twee lijnen bevatten gerecycled materiaal: {recycledMin} naar gewicht in de premiumlijn en {recycledMax} in de ecolijn, waar gerecycled PET-weefsel de nieuwe drager vervangt. Beide voldoen aan de emissiegrenzen die autofabrikanten voor het interieur stellen.",
    ],
    applications: [
      { name: "Stoelen", text: "Slijtvaste oppervlakken die jarenlang hun nerf behouden." },
      { name: "Portierpanelen en armsteunen", text: "Softtouch-huiden die krappe radii zonder plooien volgen." },
      { name: "Dashboards", text: "Matte nerven die reflecties in de voorruit voorkomen." },
      { name: "Hemels en stijlen", text: "Lichte textielen met suède-gevoel voor een rustig interieur." },
    ],
  },
  "automotive.lightweight": {
    intro: [
      "Thermoplasten met lange of continue glasvezel vervangen staal waar een auto belasting draagt. Een stoelrug of batterijbehuizing in één keer gespoten weegt tot {cutMax} minder dan het gelaste stalen onderdeel, met de stijfheid voor dezelfde crashtests.",
      "Het vezelgehalte volgt het onderdeel: {fibreMin} naar gewicht voor complexe vormen die de matrijs moeten vullen, {fibreMax} waar stijfheid het zwaarst weegt. De matrix is polypropeen, recyclebaar aan het einde van de levensduur van de auto.",
    ],
    applications: [
      { name: "Stoelruggen", text: "Dunwandige schalen die gewicht besparen en achterin ruimte geven." },
      { name: "Batterijbehuizingen", text: "Stijve, corrosievrije behuizingen voor elektrische platforms." },
      { name: "Bodemplaten", text: "Slagvaste panelen die de luchtstroom onder de auto gladstrijken." },
      { name: "Portiermodules", text: "Dragers voor ruit, luidspreker en slot in één onderdeel." },
    ],
  },
  "automotive.component": {
    intro: [
      "Interieurlijsten en exterieurdelen komen montageklaar, het decor ingegoten in plaats van gespoten. Metaal-, hout- en uni-looks worden gelamineerd of in de matrijs gedecoreerd en doorstaan zon, reiniging en dagelijks gebruik.",
      "Gespoten onderdelen vervangen zwaardere samenstellingen: lijsten en exterieurdelen wegen {cutMin} tot {cutMax} minder dan de onderdelen die ze vervangen, wat telt voor actieradius en uitstoot.",
    ],
    applications: [
      { name: "Middenconsoles en dashboardinzetstukken", text: "Geborsteld metaal en openporig hout zonder echt metaal of fineer." },
      { name: "Portierpanelen", text: "Gedecoreerde panelen die passen bij stoelen en dashboard." },
      { name: "Grilles en spiegelkappen", text: "UV-stabiele hoogglans- en satijnafwerking zonder spuiterij." },
      { name: "Stijlafwerking en dakrails", text: "Weerbestendige compounds die buiten hun kleur houden." },
    ],
  },
  "appliance.film": {
    intro: [
      "Oppervlaktefolie voor huishoudapparaten maakt van gewoon staal de voorkant van een koelkast, wasmachine of oven. De folie wordt vóór het vormen op bandstaal gelamineerd, zodat elk paneel afgewerkt uit de pers komt: zonder lakken, zonder afval.",
      "PET- en PVC-folies brengen metaal-, glas-, steen- en textiellooks, zachtmat en hoogglans, met kwaliteiten die vingerafdrukken weerstaan of diep vervormbaar zijn.",
    ],
    applications: [
      { name: "Koelkasten", text: "Deuren in geborsteld metaal, glas of kleur zonder vingerafdrukken." },
      { name: "Wasmachines en vaatwassers", text: "Fronten die bestand zijn tegen reinigingsmiddelen, stoom en krassen." },
      { name: "Ovens", text: "Hittebestendige laminaten voor zijpanelen en deuren." },
      { name: "Airconditioners", text: "Binnenunits die bij de kamer passen in plaats van bij de techniek." },
    ],
  },
};
