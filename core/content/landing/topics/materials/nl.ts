/** Landing tabs of the other families, Dutch. */
import type { GenericTopics } from "../../keys";

export const MATERIALS_NL: GenericTopics = {
  "quality.design.quartz": {
    title: "De uitstraling van natuursteen",
    paragraphs: [
      "VIATERA kwartscomposiet combineert natuurlijk kwarts met hoogwaardige harsen en pigmenten. Het resultaat heeft de diepte en adering van marmer en graniet, met een gelijkmatigheid die geen steengroeve kan bieden: elke plaat van een kleur sluit aan op de volgende, zodat grote keukens en lange werkbladen van begin tot eind egaal blijven.",
    ],
  },
  "quality.performance.quartz": {
    title: "Slijtvast en onderhoudsvriendelijk",
    paragraphs: [
      "Kwarts is een van de hardste mineralen in de natuur, waardoor VIATERA zeer bestand is tegen krassen en afschilferen. Het niet-poreuze oppervlak weerstaat vlekken van koffie, wijn en olie en hoeft nooit te worden geïmpregneerd: warm water en een mild schoonmaakmiddel houden het als nieuw.",
    ],
  },
  "quality.fabrication.quartz": {
    title: "Op maat gemaakt",
    paragraphs: [
      "VIATERA-platen worden door steenhouwerijen bewerkt met watergekoeld diamantgereedschap, dat uitsparingen voor spoelbakken zaagt, randen polijst en profielen vormt volgens de tekeningen van elk project. Bijpassende kwartsspoelbakken worden onderbouw geplaatst voor een strakke, doorlopende lijn.",
    ],
  },
  "quality.design.porcelain": {
    title: "Grote formaten, fijne details",
    paragraphs: [
      "TERACANTO keramisch oppervlak wordt geperst uit fijne kleisoorten en mineralen en op hoge temperatuur gebakken tot grote, dunne platen. Digitale decoratie geeft steen, beton en metaal verrassend realistisch weer, voor werkbladen, wanden, vloeren en meubels in één afgestemde stijl.",
    ],
  },
  "quality.performance.porcelain": {
    title: "Onverstoorbaar bij hitte en licht",
    paragraphs: [
      "Gebakken keramiek is bestand tegen hitte, krassen, chemicaliën en uv-licht. Hete pannen kunnen erop worden gezet, schoonmaakmiddelen laten geen sporen na en de kleuren verbleken niet in de zon, waardoor TERACANTO even geschikt is voor buitenkeukens en gevels als voor interieurs.",
    ],
  },
  "quality.fabrication.porcelain": {
    title: "Nauwkeurige verwerking",
    paragraphs: [
      "TERACANTO wordt met waterstraal- en diamantgereedschap gezaagd door verwerkers die zijn opgeleid in gesinterde oppervlakken. Verstekranden zetten het patroon om de hoek voort, zodat een werkblad eruitziet als een massief blok, en platen kunnen in spiegelbeeld worden gelegd voor een doorlopende adering.",
    ],
  },
  "quality.design.panel": {
    title: "Wanden en meubels in één afwerking",
    paragraphs: [
      "BORTE panelen brengen de warmte van hout, de rust van steen en heldere effen kleuren naar wanden, deuren en meubels. Oppervlakken en randen zijn op elkaar afgestemd, zodat een heel interieur in één samenhangend materiaal kan worden ontworpen.",
    ],
  },
  "quality.performance.panel": {
    title: "Een duurzaam decoratief oppervlak",
    paragraphs: [
      "Het decoratieve oppervlak van BORTE is bestand tegen krassen, stoten en gangbare schoonmaakmiddelen en behoudt zijn kleur in daglicht. De panelen blijven vlak en stabiel, zodat grote wanden en hoge kastdeuren jarenlang recht blijven.",
    ],
  },
  "quality.fabrication.panel": {
    title: "Klaar voor montage",
    paragraphs: [
      "BORTE panelen worden met standaard houtbewerkingsmachines op maat gezaagd en afgekant en met gangbare verbindingssystemen bevestigd. Bijpassende kantbanden en accessoires maken de montage snel en het resultaat strak.",
    ],
  },
  "quality.design.interiorFilm": {
    title: "Nieuwe oppervlakken zonder sloopwerk",
    paragraphs: [
      "Onze architectonische en decoratieve folies zijn zelfklevende oppervlakken met de uitstraling en het gevoel van hout, steen, metaal, leer en stof. Aangebracht op deuren, wanden, meubels en inrichting transformeren ze een interieur zonder het bestaande te verwijderen.",
    ],
  },
  "quality.performance.interiorFilm": {
    title: "Voor drukke interieurs",
    paragraphs: [
      "De folies zijn bestand tegen krassen, vlekken en vocht en eenvoudig schoon te maken. Hotels, kantoren en winkels renoveren er tijdens openingstijden mee, omdat het werk stil, snel en schoon is.",
    ],
  },
  "quality.fabrication.interiorFilm": {
    title: "Eenvoudig aan te brengen",
    paragraphs: [
      "Dankzij lijm met luchtkanalen kunnen verwerkers de folie positioneren, bellen wegstrijken en de folie om randen en profielen vouwen. Vlakke en gebogen oppervlakken worden ter plaatse beplakt, zonder ander gereedschap dan een rakel en een föhn.",
    ],
  },
  "quality.design.exteriorFilm": {
    title: "Gevels vernieuwd",
    paragraphs: [
      "Exterieurfolie geeft gevels, voordeuren, kozijnen en buitenbekleding een nieuwe afwerking in hout, metaal en effen kleuren, zonder de onderliggende onderdelen te vervangen.",
    ],
  },
  "quality.performance.exteriorFilm": {
    title: "Gemaakt voor elk weer",
    paragraphs: [
      "Exterieurfolie is samengesteld om uv-licht, regen en temperatuurwisselingen te weerstaan. De kleuren blijven stabiel en het oppervlak intact na jaren buiten, in zon en vorst.",
    ],
  },
  "quality.fabrication.exteriorFilm": {
    title: "In de fabriek gelamineerd of ter plaatse aangebracht",
    paragraphs: [
      "De folie wordt in de fabriek op profielen en panelen gelamineerd of ter plaatse aangebracht door opgeleide verwerkers, met lijmen en primers die op de ondergrond zijn afgestemd.",
    ],
  },
  "quality.design.signFilm": {
    title: "Graphics die opvallen",
    paragraphs: [
      "VIZUON sign- en graphicfolies brengen merken op voertuigen, etalages, lichtreclames en gebouwen. Bedrukbare, snijbare en transparante folies werken samen, zodat een complete huisstijl in één afgestemd systeem kan worden gemaakt.",
    ],
  },
  "quality.performance.signFilm": {
    title: "Kleur die blijft",
    paragraphs: [
      "VIZUON-folies behouden buiten hun kleur en hechting, en verwijderbare kwaliteiten laten aan het eind van een campagne schoon los. Transparante folies verdelen het licht gelijkmatig over lichtreclames, zonder hotspots.",
    ],
  },
  "quality.fabrication.signFilm": {
    title: "Voor printer en plotter",
    paragraphs: [
      "De folies draaien op solvent-, eco-solvent-, latex- en uv-printers en op snijplotters. Lijm met luchtkanalen en vervormbare kwaliteiten maken carwrapping en het verlijmen over klinknagels en rondingen sneller en vergevingsgezinder.",
    ],
  },
  "quality.design.flooring": {
    title: "Vloeren voor elke ruimte",
    paragraphs: [
      "HFLOR elastische vloeren omvatten luxe vinyltegels (LVT), losliggende planken, SPC met harde kern, homogene en heterogene banen en speciale vloeren. Hout-, steen- en abstracte dessins in afgestemde kleuren laten woningen, scholen, ziekenhuizen en kantoren elk de juiste vloer vinden.",
    ],
  },
  "quality.performance.flooring": {
    title: "Comfortabel en veerkrachtig",
    paragraphs: [
      "Een beschermende toplaag behoedt HFLOR voor strepen, vlekken en intensief looppubliek, terwijl de elastische opbouw stiller en warmer aanvoelt dan harde vloeren. Regelmatig schoonmaken houdt de vloer jarenlang mooi.",
    ],
  },
  "quality.fabrication.flooring": {
    title: "Snel gelegd",
    paragraphs: [
      "Klik-, losliggende en verlijmde systemen passen bij elke ondervloer en elke planning. Losliggende en klikvloeren zijn direct na het leggen beloopbaar, en banen worden warm gelast tot een naadloos, hygiënisch oppervlak.",
    ],
  },
  "quality.sustainability": {
    title: "Gemaakt om lang mee te gaan",
    paragraphs: [
      "Duurzame oppervlakken sparen grondstoffen: elk jaar dat een oppervlak in gebruik blijft, hoeft het niet te worden vervangen. We ontwerpen onze materialen voor een lange levensduur, eenvoudig onderhoud en, waar het product het toelaat, gerecycled materiaal.",
    ],
  },
  "certification.environment": {
    title: "Onafhankelijk bevestigd",
    paragraphs: [
      "Onze producten worden door onafhankelijke instanties getest op de emissie van vluchtige organische stoffen en dragen de binnenluchtkeurmerken van de markten waar ze worden verkocht. Milieuproductverklaringen leveren gegevens voor duurzaamheidsbeoordelingen van gebouwen zoals LEED en BREEAM.",
    ],
  },
  "certification.fireRating": {
    title: "Brandclassificatie",
    paragraphs: [
      "De producten worden getest op brandgedrag volgens EN 13501-1 en de nationale normen van de markten waar ze worden toegepast. De classificatie van elk product staat in het technische informatieblad en de certificaten.",
    ],
  },
  "certification.hygiene": {
    title: "Eenvoudig schoon te houden",
    paragraphs: [
      "Een gesloten, niet-poreus oppervlak biedt vuil en bacteriën geen plek om zich te hechten en wordt met gewone schoonmaakmiddelen gereinigd. Daarom is het materiaal een goede keuze voor keukens, de zorg en andere ruimtes waar hygiëne telt.",
    ],
  },
  "certification.process": {
    title: "Gecertificeerde processen",
    paragraphs: [
      "Onze fabrieken werken volgens ISO 9001 voor kwaliteitsmanagement en ISO 14001 voor milieumanagement. De productie wordt partij voor partij gecontroleerd, zodat het geleverde materiaal overeenkomt met het voorgeschreven materiaal.",
    ],
  },
  "sustainability.commitment": {
    title: "Onze inzet",
    paragraphs: [
      "Voor ons hoort duurzaamheid bij de manier waarop een materiaal wordt ontworpen, gemaakt en gebruikt. Sinds {greenhouseSince} hebben aanpassingen in onze productie de uitstoot van broeikasgassen met {greenhouseTons} ton per jaar verlaagd, en we blijven de energie, het water en de grondstoffen verminderen die onze producten vragen.",
    ],
  },
  "sustainability.materialSafety": {
    title: "Veilige materialen",
    paragraphs: [
      "Grondstoffen worden geselecteerd en bewaakt volgens de Europese REACH-verordening en de regels voor chemische veiligheid van elke markt. Onze producten zijn gemaakt voor woningen, scholen en ziekenhuizen en worden getest op wat ze aan de lucht afgeven.",
    ],
  },
  "sustainability.manufacturing": {
    title: "Schonere productie",
    paragraphs: [
      "Onze fabrieken winnen proceswarmte terug, recyclen water en voeren productieresten terug in de productiecyclus. Energieverbruik en emissies worden elk jaar gemeten en gerapporteerd.",
    ],
  },
  "sustainability.processing": {
    title: "Verantwoorde verwerking",
    paragraphs: [
      "Verwerkingsrichtlijnen helpen werkplaatsen zaagstof en snijwater op te vangen, reststukken te hergebruiken en afval tot een minimum te beperken. Een nauwkeurige indeling van platen en panelen houdt het ingekochte materiaal dicht bij het geplaatste materiaal.",
    ],
  },
  "sustainability.transport": {
    title: "Kortere routes",
    paragraphs: [
      "Producten worden verzonden vanuit regionale magazijnen dicht bij de projecten, in ladingen die elke pallet en container volledig benutten. Minder en vollere transporten betekenen minder brandstof en minder uitstoot.",
    ],
  },
};
