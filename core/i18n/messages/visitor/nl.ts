/** Visitor-tool pages (sales representatives, where to buy, virtual showroom, sample cart), nl. */
import type { Message } from "../../types";
import type { enVisitor } from "./en";

export const nlVisitor = {
  "meta.SALES_REPS": "Vind een vertegenwoordiger",
  "meta.WHERE_TO_BUY": "Verkooppunten",
  "meta.VIRTUAL_SHOWROOM": "Virtuele showroom",
  "meta.SAMPLE_CART": "Stalenmandje",
  "meta.description.SALES_REPS": "Vind de vertegenwoordiger voor uw regio en productlijn: naam, gebied, telefoon en e-mail.",
  "meta.description.WHERE_TO_BUY": "Vind dealers, distributeurs, verwerkers en showrooms bij u in de buurt, per merk en soort partner.",
  "meta.description.VIRTUAL_SHOWROOM": "Bekijk onze oppervlakken in een virtuele showroom, van keukens en badkamers tot openbare ruimtes.",
  "meta.description.SAMPLE_CART": "Bestel stalen van onze oppervlakken: kies de producten en formaten en verstuur uw bestelling.",
  "visitor.forProduct": "Voor {name} ({itemNumber})",
  "product.actions": "Volgende stappen",
  "visitor.back": "Terug naar {name}",
  "showroom.title": "Loop door onze oppervlakken",
  "showroom.intro": "De virtuele showroom toont onze oppervlakken in complete ruimtes: keukens, badkamers, kantoren, hotels en openbare ruimtes, belicht zoals ter plaatse.",
  "showroom.how": "Ga van ruimte naar ruimte, bekijk een werkblad of wand van dichtbij en noteer de kleuren die u als staal wilt bestellen.",
  "showroom.enter": "Naar de virtuele showroom",
  "showroom.newTab": "(opent in een nieuw tabblad)",
  "showroom.visit": "Bezoek de virtuele showroom",
} satisfies Record<keyof typeof enVisitor, Message>;
