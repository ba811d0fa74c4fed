/** Landing intros, Dutch. */
import type { Intros } from "../keys";

export const INTROS_NL: Intros = {
  "himacs.brand": {
    title: "Geef uw ruimte vorm",
    paragraphs: ["HIMACS is een acryl solid surface dat zich in vrijwel elke vorm laat brengen, verbinden en afwerken, zonder zichtbare naden. Architecten, ontwerpers en verwerkers gebruiken het wereldwijd voor keukens, badkamers, meubels, gevels en openbare interieurs."],
  },
  "himacs.about.design": {
    title: "Ontwerpvrijheid",
    paragraphs: ["Thermisch gevormde rondingen, onzichtbare naden en kleuren die door de hele plaat lopen: ontdek hoe ontwerpers met HIMACS oppervlakken vormen in plaats van ze samen te stellen."],
  },
  "himacs.about.fabrication": {
    title: "De kunst van het verwerken",
    paragraphs: ["HIMACS wordt door opgeleide verwerkers met houtbewerkingsgereedschap gezaagd, gefreesd, verlijmd en thermisch gevormd. Ontdek de technieken achter naadloze balies, geïntegreerde wastafels en sculpturale wanden."],
  },
  "himacs.about.quality": {
    title: "Kwaliteit die blijft",
    paragraphs: ["Niet-poreus, hygiënisch en ter plaatse te vernieuwen: HIMACS is gemaakt voor tientallen jaren dagelijks gebruik, en elke installatie door een gecertificeerde verwerker valt onder een overdraagbare garantie van {warrantyYears} jaar."],
  },
  "himacs.about.certifications": {
    title: "Getest en gecertificeerd",
    paragraphs: ["Brandveiligheid, hygiëne, binnenluchtkwaliteit en gevelgoedkeuringen: de onafhankelijke certificaten waarmee u HIMACS met vertrouwen voorschrijft, van ziekenhuis tot gebouwschil."],
  },
  "himacs.about.sustainability": {
    title: "Verantwoord gemaakt",
    paragraphs: ["Van veilige grondstoffen tot schonere fabrieken en kortere transporten: lees hoe we de voetafdruk van HIMACS verkleinen en waarom een oppervlak dat tientallen jaren te herstellen is een duurzame keuze is."],
  },
  "himacs.about.history": {
    title: "Het verhaal van HIMACS",
    paragraphs: ["HIMACS begon als een beter materiaal voor keukenwerkbladen en groeide uit tot een medium voor architectuur, met markante gevels, bekroonde interieurs en meubels van gerenommeerde ontwerpers. Ontdek hoe het project na project is gegroeid."],
  },
  "himacs.category": {
    title: "Solid surface in elke kleur",
    paragraphs: ["Ontdek de HIMACS-collecties, van zuivere Solids en op marmer geïnspireerde Aurora en Marmo tot doorschijnend Lucent en weerbestendig Exteria, en vind de kleur voor uw volgende project."],
  },
  "viatera.category": {
    title: "Kwarts, verfijnd",
    paragraphs: ["VIATERA kwartscomposiet brengt de schoonheid van natuursteen naar keukens en badkamers, met de gelijkmatigheid, sterkte en onderhoudsgemak die alleen een technisch oppervlak kan bieden."],
  },
  "teracanto.category": {
    title: "Keramiek in groot formaat",
    paragraphs: ["TERACANTO keramisch oppervlak combineert realistische steen-, beton- en metaaldessins met bestendigheid tegen hitte, krassen en uv-licht, voor werkbladen, wanden en gevels, binnen en buiten."],
  },
  "borte.category": {
    title: "Panelen voor complete interieurs",
    paragraphs: ["BORTE decoratieve panelen kleden wanden, deuren en meubels in afgestemde hout-, steen- en effen afwerkingen die duurzaam, stabiel en snel te monteren zijn."],
  },
  "benif.category": {
    title: "Transformeer elk interieur",
    paragraphs: ["BENIF architectonische folie vernieuwt deuren, wanden en meubels met realistische hout-, steen-, metaal- en textielafwerkingen, ter plaatse aangebracht zonder sloopwerk en met minimale overlast."],
  },
  "deco.category": {
    title: "Decoreren, eenvoudig gemaakt",
    paragraphs: ["Decofolie geeft meubels, kasten en interieurinrichting een nieuw oppervlak in hout, effen kleuren en patronen: zelfklevend, eenvoudig schoon te maken en makkelijk aan te brengen."],
  },
  "exterior.category": {
    title: "Afwerkingen voor buiten",
    paragraphs: ["Exterieurfolie beschermt en vernieuwt kozijnen, deuren en gevelelementen met weerbestendige hout-, metaal- en effen afwerkingen die hun kleur behouden in zon en regen."],
  },
  "vizuon.category": {
    title: "Sign- en graphicfolie",
    paragraphs: ["VIZUON-folies brengen merken en boodschappen op voertuigen, borden, ramen en gebouwen, met bedrukbare, snijbare en transparante kwaliteiten voor elke toepassing."],
  },
  "vizuon.category.vehicle": {
    title: "Voertuigen en vervoer",
    paragraphs: ["Wrapfolies voor auto’s, bussen, vrachtwagens en treinen die zich naar rondingen en uitsparingen voegen, op de weg kleurvast blijven en schoon loslaten als het ontwerp verandert."],
  },
  "vizuon.category.signs-and-displays": {
    title: "Borden en displays",
    paragraphs: ["Bedrukbare en snijbare folies voor bewegwijzering, winkeldisplays en beurzen, met scherpe printresultaten en lijmen voor korte campagnes of langdurig gebruik."],
  },
  "vizuon.category.illuminated-sign": {
    title: "Lichtreclame",
    paragraphs: ["Transparante folies die het licht gelijkmatig verdelen over lichtbakken en doosletters en merkkleuren bij dag en nacht trouw weergeven."],
  },
  "vizuon.category.architecture": {
    title: "Architectuur",
    paragraphs: ["Folies voor glas en gebouwoppervlakken die kantoren, winkels en openbare gebouwen zonder bouwkundige ingrepen voorzien van privacy, decoratie en bewegwijzering."],
  },
  "vizuon.category.eco-solutions": {
    title: "Eco-oplossingen",
    paragraphs: ["Graphicfolies met minder schadelijke stoffen en lagere emissies, voor merken die hun milieuambities ook in hun signing willen laten zien."],
  },
  "vizuon.category.corporate-branding": {
    title: "Corporate branding",
    paragraphs: ["Kleurexacte folies die een huisstijl op elke locatie consequent weergeven, op wagenparken, winkelpuien en kantoren."],
  },
  "vizuon.collection": {
    title: "VIZUON-collectie",
    paragraphs: ["Bekijk de folies van deze VIZUON-collectie en vergelijk afwerkingen, lijmen en toepassingen om de juiste voor uw project te vinden."],
  },
  "hflor.category.about": {
    title: "Elastische vloeren",
    paragraphs: ["HFLOR-vloeren combineren natuurlijk ogende dessins met loopcomfort en bestendigheid tegen intensief gebruik, in typen voor woningen, scholen, ziekenhuizen, kantoren en sporthallen."],
  },
  "hflor.category.lvt": {
    title: "Luxe vinyltegels (LVT)",
    paragraphs: ["Vinyltegels en -planken met authentieke hout- en steendessins, een beschermende toplaag en een warm, stil loopgevoel, voor woningen en projecten."],
  },
  "hflor.category.looselay": {
    title: "Losliggend",
    paragraphs: ["Zware, stabiele planken die zonder lijm vlak blijven liggen: de vloer is snel gelegd, direct te gebruiken en weer op te nemen voor toegang of vervanging."],
  },
  "hflor.category.spc": {
    title: "SPC met harde kern",
    paragraphs: ["Klikplanken met een harde steen-polymeerkern, maatvast en waterbestendig, voor snelle zwevende montage over bestaande vloeren."],
  },
  "hflor.category.homogeneous": {
    title: "Homogene banen",
    paragraphs: ["Vloerbanen met dezelfde samenstelling over de hele dikte, voor ziekenhuizen, laboratoria en scholen die een slijtvaste, naadloze en hygiënische vloer nodig hebben."],
  },
  "hflor.category.heterogeneous": {
    title: "Heterogene banen",
    paragraphs: ["Meerlaagse vloerbanen met een bedrukt dessin onder een transparante slijtlaag, die gevarieerde uitstraling combineren met de robuustheid die openbare gebouwen vragen."],
  },
  "hflor.category.specialty": {
    title: "Speciale vloeren",
    paragraphs: ["Vloeren voor bijzondere eisen, van sporthallen tot geleidende en akoestische toepassingen, ontworpen voor de prestaties die elke ruimte vraagt."],
  },
  "hflor.collection": {
    title: "HFLOR-collectie",
    paragraphs: ["Bekijk de dessins van deze HFLOR-collectie en vergelijk kleuren, formaten en opbouw om de vloer voor uw project te vinden."],
  },
};
