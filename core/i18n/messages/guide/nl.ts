import type { Message } from "../../types";
import type { enGuide } from "./en";

/** Dutch wording of ./en.ts. */
export const nlGuide = {
  "guide.heading": "Gidsen",
  "guide.edgeProfiles.intro": "Elke tekening toont de doorsnede van de voorkant van een werkblad, met de bovenzijde boven. De profielen die voor dit product worden aangeboden, zijn gemarkeerd.",
  "guide.edgeDrawing": "Doorsnede van het randprofiel {name}",
  "guide.ownEdge": "Leverbaar voor dit product",
  "guide.edge.beveled": "Een rechte afschuining langs de bovenste hoek. Die vangt het licht in een strakke lijn en oogt verzorgd en modern.",
  "guide.edge.bullnose": "In een halve cirkel afgerond van bovenzijde tot onderzijde. Prettig om tegen te leunen, kindvriendelijk en zonder hoek die kan afschilferen.",
  "guide.edge.eased": "Een rechte rand waarvan beide hoeken licht zijn afgerond. Strak en ingetogen, en minder gevoelig voor afschilferen dan een scherpe hoek.",
  "guide.edge.ellipse": "Een halve ellips van boven- tot onderzijde: een langere, vlakkere neus dan de bullnose, waardoor het werkblad slanker oogt.",
  "guide.edge.knife": "De onderzijde is steil teruggesneden, zodat alleen een dunne rand zichtbaar is: het werkblad lijkt te zweven, licht en eigentijds.",
  "guide.edge.reverse-ogee": "Een bolle ronding boven die overgaat in een holle kraal eronder: de klassieke ojief omgekeerd, met een zachte schaduwlijn onder de neus.",
  "guide.edge.roman": "Een kleine verspringing boven, dan een holle kraal die overgaat in een bolle ronding: de Romeinse ojief van klassieke, statige interieurs.",
  "guide.edge.roundover": "De bovenste hoek in een kwartcirkel afgerond en de onderste licht gebroken: zachter dan een rechte rand, met de volle dikte in zicht.",
  "guide.finishes.intro": "Hoe elke afwerking eruitziet, aanvoelt en veroudert. De afwerking van dit product is gemarkeerd.",
  "guide.ownFinish": "Afwerking van dit product",
  "guide.finish.polished": "Hoogglans die de kleur verdiept en het licht weerspiegelt, zodat het patroon op zijn rijkst uitkomt. Vingerafdrukken en fijne krassen vallen meer op dan bij een gestructureerde afwerking.",
  "guide.finish.brushed": "Een fijne, lineaire geborstelde structuur met een zachte satijnglans. Die verbergt vingerafdrukken en kleine sporen en voelt natuurlijk aan.",
  "guide.finish.leather": "Een zacht golvende structuur met een lichte glans, als gelooid leer. Warm aanvoelend en vergevingsgezind voor alledaagse sporen.",
  "guide.finish.velvet-touch": "Een glad, diepmat oppervlak met een zijdezacht gevoel. Het weerkaatst weinig licht, zodat kleuren zacht en rustig ogen.",
  "guide.brushedCare": "Onderhoud van een geborstelde afwerking",
} satisfies Record<keyof typeof enGuide, Message>;
