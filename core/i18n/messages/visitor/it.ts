/** Visitor-tool pages (sales representatives, where to buy, virtual showroom, sample cart), it. */
import type { Message } from "../../types";
import type { enVisitor } from "./en";

export const itVisitor = {
  "meta.SALES_REPS": "Trova un agente di vendita",
  "meta.WHERE_TO_BUY": "Dove acquistare",
  "meta.VIRTUAL_SHOWROOM": "Showroom virtuale",
  "meta.SAMPLE_CART": "Carrello campioni",
  "meta.description.SALES_REPS": "Trova l'agente di vendita per la tua regione e linea di prodotto: nome, zona, telefono ed e-mail.",
  "meta.description.WHERE_TO_BUY": "Trova rivenditori, distributori, trasformatori e showroom vicino a te, per marchio e tipo di partner.",
  "meta.description.VIRTUAL_SHOWROOM": "Scopri le nostre superfici in uno showroom virtuale, dalle cucine e dai bagni agli spazi pubblici.",
  "meta.description.SAMPLE_CART": "Ordina campioni delle nostre superfici: scegli prodotti e formati, poi invia l'ordine.",
  "visitor.forProduct": "Per {name} ({itemNumber})",
  "product.actions": "Prossimi passi",
  "visitor.back": "Torna a {name}",
  "showroom.title": "Scoprite le nostre superfici negli ambienti",
  "showroom.intro": "Lo showroom virtuale mostra le nostre superfici in ambienti completi: cucine, bagni, uffici, hotel e spazi pubblici, illuminati come in cantiere.",
  "showroom.how": "Passate da un ambiente all’altro, osservate da vicino un piano di lavoro o una parete e annotate i colori da ordinare come campioni.",
  "showroom.enter": "Entra nello showroom virtuale",
  "showroom.newTab": "(si apre in una nuova scheda)",
  "showroom.visit": "Visita lo showroom virtuale",
} satisfies Record<keyof typeof enVisitor, Message>;
