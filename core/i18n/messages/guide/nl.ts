import type { Message } from "../../types";
import type { enGuide } from "./en";

/** Dutch wording of ./en.ts. */
export const nlGuide = {
  "guide.heading": "Gidsen",
  "meta.GUIDES": "Gidsen voor randprofielen en afwerkingen",
  "meta.description.GUIDES": "De vorm van elk randprofiel, hoe elke afwerking eruitziet en aanvoelt, en het onderhoud van een geborstelde afwerking.",
  "guideText.edgeProfiles.intro": "Elke tekening toont de doorsnede van de voorkant van een werkblad, met de bovenzijde boven. De profielen die voor dit product worden aangeboden, zijn gemarkeerd.",
  "guideText.edgeDrawing": "Doorsnede van het randprofiel {name}",
  "guideText.ownEdge": "Leverbaar voor dit product",
  "guideText.edge.beveled": "Een rechte afschuining langs de bovenste hoek. Die vangt het licht in een strakke lijn en oogt verzorgd en modern.",
  "guideText.edge.bullnose": "In een halve cirkel afgerond van bovenzijde tot onderzijde. Prettig om tegen te leunen, kindvriendelijk en zonder hoek die kan afschilferen.",
  "guideText.edge.eased": "Een rechte rand waarvan beide hoeken licht zijn afgerond. Strak en ingetogen, en minder gevoelig voor afschilferen dan een scherpe hoek.",
  "guideText.edge.ellipse": "Een halve ellips van boven- tot onderzijde: een langere, vlakkere neus dan de bullnose, waardoor het werkblad slanker oogt.",
  "guideText.edge.knife": "De onderzijde is steil teruggesneden, zodat alleen een dunne rand zichtbaar is: het werkblad lijkt te zweven, licht en eigentijds.",
  "guideText.edge.reverse-ogee": "Een bolle ronding boven die overgaat in een holle kraal eronder: de klassieke ojief omgekeerd, met een zachte schaduwlijn onder de neus.",
  "guideText.edge.roman": "Een kleine verspringing boven, dan een holle kraal die overgaat in een bolle ronding: de Romeinse ojief van klassieke, statige interieurs.",
  "guideText.edge.roundover": "De bovenste hoek in een kwartcirkel afgerond en de onderste licht gebroken: zachter dan een rechte rand, met de volle dikte in zicht.",
  "guideText.finishes.intro": "Hoe elke afwerking eruitziet, aanvoelt en veroudert. De afwerking van dit product is gemarkeerd.",
  "guideText.ownFinish": "Afwerking van dit product",
  "guideText.finish.polished": "Hoogglans die de kleur verdiept en het licht weerspiegelt, zodat het patroon op zijn rijkst uitkomt. Vingerafdrukken en fijne krassen vallen meer op dan bij een gestructureerde afwerking.",
  "guideText.finish.brushed": "Een fijne, lineaire geborstelde structuur met een zachte satijnglans. Die verbergt vingerafdrukken en kleine sporen en voelt natuurlijk aan.",
  "guideText.finish.leather": "Een zacht golvende structuur met een lichte glans, als gelooid leer. Warm aanvoelend en vergevingsgezind voor alledaagse sporen.",
  "guideText.finish.velvet-touch": "Een glad, diepmat oppervlak met een zijdezacht gevoel. Het weerkaatst weinig licht, zodat kleuren zacht en rustig ogen.",
  "guideText.brushedCare": "Onderhoud van een geborstelde afwerking",
} satisfies Record<keyof typeof enGuide, Message>;
