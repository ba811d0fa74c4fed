/** HIMACS landing tabs, Dutch. */
import type { HimacsTopics } from "../../keys";

export const HIMACS_NL: HimacsTopics = {
  "quality.design": {
    title: "Ontwerpen zonder naden",
    paragraphs: [
      "HIMACS is een acryl solid surface: een mengsel van acryl, natuurlijke mineralen en pigmenten dat door en door dezelfde kleur en samenstelling heeft. Platen worden verbonden met lijm in dezelfde kleur en geschuurd tot de naad verdwijnt, zodat een receptiebalie, een kookeiland of een hele wand oogt als één doorlopend stuk.",
      "Verwarmd wordt het materiaal buigzaam en laat het zich thermisch vervormen tot rondingen, golven en driedimensionale vormen die na afkoeling hun vorm behouden. Van zuiver wit tot de doorschijnende Lucent-kleuren die oplichten met achtergrondverlichting: het palet geeft architecten en ontwerpers de vrijheid een oppervlak te vormen in plaats van het samen te stellen.",
    ],
  },
  "quality.performance": {
    title: "Gemaakt voor dagelijks gebruik",
    paragraphs: [
      "Omdat HIMACS niet-poreus is, blijven vloeistoffen, vlekken en bacteriën aan het oppervlak, waar een vochtige doek ze verwijdert. Het materiaal is bestand tegen het intensieve gebruik in keukens, ziekenhuizen, hotels en winkels, en alledaagse krassen of sporen zijn ter plaatse weg te schuren, zodat de oorspronkelijke afwerking terugkomt zonder het onderdeel te vervangen.",
      "Elke HIMACS-plaat die door een gecertificeerde verwerker is geplaatst, valt onder een overdraagbare beperkte garantie van {warrantyYears} jaar, die samen met het oppervlak overgaat op de volgende eigenaar van het gebouw.",
    ],
  },
  "quality.fabrication": {
    title: "Bewerkt als edel hardhout",
    paragraphs: [
      "HIMACS wordt gezaagd, gefreesd, geboord en geschuurd met het hardmetalen gereedschap van een schrijnwerkerij. Randprofielen worden direct in de plaat gefreesd, spoelbakken en waskommen worden zonder zichtbare naad ingelijmd en inlegwerk in een tweede kleur wordt vlak in het oppervlak gezet.",
      "Ons netwerk van opgeleide en gecertificeerde verwerkers kent de technieken van thermisch vervormen en verlijmen, en onze verwerkingshandleidingen en technische dienst ondersteunen elk project van de eerste tekening tot de montage.",
    ],
  },
  "quality.sustainability": {
    title: "Een oppervlak dat blijft",
    paragraphs: [
      "Het duurzaamste oppervlak is het oppervlak dat niet vervangen hoeft te worden. HIMACS is vernieuwbaar: het kan gedurende zijn levensduur vele malen ter plaatse worden hersteld en opgeknapt. Geselecteerde kleuren bevatten gerecycled materiaal, en reststukken uit de verwerking kunnen worden hergebruikt voor kleinere onderdelen en inlegwerk.",
    ],
  },
  "certification.environment": {
    title: "Onafhankelijk bevestigd",
    paragraphs: [
      "HIMACS beschikt over milieuproductverklaringen en certificaten voor binnenluchtkwaliteit van onafhankelijke instanties, die de lage emissie van vluchtige organische stoffen bevestigen. Deze verklaringen geven architecten de gegevens voor duurzaamheidsbeoordelingen van gebouwen zoals LEED en BREEAM.",
    ],
  },
  "certification.fireRating": {
    title: "Getest op brandveiligheid",
    paragraphs: [
      "HIMACS is volgens de Duitse norm DIN 4102 geclassificeerd als B1, moeilijk ontvlambaar. De classificatie geldt voor alle kleuren bij een dikte van {fireTestThickness}, zodat de kleurkeuze nooit beperkt waar het materiaal mag worden toegepast.",
      "Verdere classificaties volgens EN 13501-1 en nationale normen staan in het technische informatieblad en de certificaten van elke kleur.",
    ],
  },
  "certification.exteria": {
    title: "Exteria, gecertificeerd voor gevels",
    paragraphs: [
      "De Exteria-kleuren zijn samengesteld voor buitengebruik en getest op bestandheid tegen uv-licht, weersinvloeden en temperatuurwisselingen. Hun gevelapplicaties beschikken over nationale technische goedkeuringen, zodat geventileerde gevels, balkons en buitenmeubilair met vertrouwen kunnen worden voorgeschreven.",
    ],
  },
  "certification.hygiene": {
    title: "Van nature hygiënisch",
    paragraphs: [
      "Zonder poriën en zonder zichtbare naden biedt HIMACS bacteriën, schimmels en zwammen geen plek om zich te hechten. Onafhankelijke laboratoria hebben het gecertificeerd voor contact met levensmiddelen en voor gebruik in hygiënisch gevoelige omgevingen; daarom wordt het voorgeschreven voor ziekenhuiskamers, laboratoria, grootkeukens en zorgcentra.",
    ],
  },
  "certification.process": {
    title: "Kwaliteit in elke stap",
    paragraphs: [
      "HIMACS wordt gemaakt in fabrieken die gecertificeerd zijn volgens ISO 9001 voor kwaliteitsmanagement en ISO 14001 voor milieumanagement. Elke productiepartij wordt gecontroleerd op kleur, maatvoering en mechanische eigenschappen voordat ze de fabriek verlaat.",
    ],
  },
  "sustainability.commitment": {
    title: "Onze inzet",
    paragraphs: [
      "Voor ons hoort duurzaamheid bij de manier waarop een oppervlak wordt ontworpen, gemaakt en gebruikt. Sinds {greenhouseSince} hebben aanpassingen in onze productie de uitstoot van broeikasgassen met {greenhouseTons} ton per jaar verlaagd, en we blijven de energie, het water en de grondstoffen verminderen die elke plaat vraagt.",
    ],
  },
  "sustainability.materialSafety": {
    title: "Veilige materialen",
    paragraphs: [
      "HIMACS wordt gemaakt zonder zware metalen en geeft bij gebruik geen schadelijke stoffen af. De grondstoffen worden geselecteerd en bewaakt volgens de Europese REACH-verordening, en door de lage emissies is het geschikt voor scholen, woningen en de zorg.",
    ],
  },
  "sustainability.manufacturing": {
    title: "Schonere productie",
    paragraphs: [
      "Onze fabrieken winnen proceswarmte terug, recyclen proceswater en voeren productieresten terug in de productiecyclus. Energieverbruik en emissies worden elk jaar gemeten en gerapporteerd binnen ons milieumanagementsysteem volgens ISO 14001.",
    ],
  },
  "sustainability.processing": {
    title: "Minder afval in de werkplaats",
    paragraphs: [
      "HIMACS wordt verwerkt met gangbare houtbewerkingsmachines en droog schuren, zonder chemische behandeling. Reststukken kunnen tot nieuwe onderdelen worden verlijmd, en herstel ter plaatse verlengt de levensduur van een installatie in plaats van haar naar de stort te sturen.",
    ],
  },
  "sustainability.transport": {
    title: "Kortere routes",
    paragraphs: [
      "Platen worden verzonden vanuit regionale distributiecentra dicht bij de verwerkers, op pallets die zo zijn geladen dat elke vracht volledig wordt benut. Minder en vollere transporten betekenen minder brandstof en minder uitstoot tussen fabriek en opgeleverd project.",
    ],
  },
};
