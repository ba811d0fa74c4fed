/** Landing tabs of the other families, Italian. */
import type { GenericTopics } from "../../keys";

export const MATERIALS_IT: GenericTopics = {
  "quality.design.quartz": {
    title: "L’aspetto della pietra naturale",
    paragraphs: [
      "La superficie in quarzo VIATERA unisce quarzo naturale a resine e pigmenti di alta qualità. Il risultato coglie la profondità e le venature di marmo e granito con una costanza che nessuna cava può offrire: ogni lastra di una tinta si accorda con la successiva, così le grandi cucine e i piani di lavoro lunghi restano uniformi da un’estremità all’altra.",
    ],
  },
  "quality.performance.quartz": {
    title: "Resistente e facile da curare",
    paragraphs: [
      "Il quarzo è uno dei minerali più duri in natura e rende VIATERA molto resistente a graffi e scheggiature. La superficie non porosa resiste alle macchie di caffè, vino e olio e non richiede mai trattamenti impregnanti: acqua calda e un detergente delicato la mantengono come nuova.",
    ],
  },
  "quality.fabrication.quartz": {
    title: "Su misura",
    paragraphs: [
      "Le lastre VIATERA vengono lavorate dai marmisti con utensili diamantati raffreddati ad acqua, che tagliano i fori per i lavelli, lucidano i bordi e sagomano i profili secondo i disegni di ogni progetto. Lavelli in quarzo abbinati si installano sottotop per una linea pulita e continua.",
    ],
  },
  "quality.design.porcelain": {
    title: "Grandi formati, dettagli fini",
    paragraphs: [
      "La superficie in gres porcellanato TERACANTO è pressata da argille e minerali fini e cotta ad alta temperatura in grandi lastre sottili. La decorazione digitale riproduce pietra, cemento e metallo con un realismo sorprendente, per piani di lavoro, pareti, pavimenti e arredi in un unico stile coordinato.",
    ],
  },
  "quality.performance.porcelain": {
    title: "Indifferente a calore e luce",
    paragraphs: [
      "Il gres cotto resiste a calore, graffi, sostanze chimiche e raggi UV. Vi si possono appoggiare pentole calde, i detergenti non lo segnano e i colori non sbiadiscono al sole: per questo TERACANTO è adatto alle cucine da esterno e alle facciate quanto agli interni.",
    ],
  },
  "quality.fabrication.porcelain": {
    title: "Lavorazione precisa",
    paragraphs: [
      "TERACANTO viene tagliato a getto d’acqua e con utensili diamantati da trasformatori formati sulle superfici sinterizzate. I bordi a quartabuono portano il disegno attorno agli spigoli, così un piano di lavoro sembra un blocco massiccio, e le lastre si possono accostare a libro per venature continue.",
    ],
  },
  "quality.design.panel": {
    title: "Pareti e arredi in un’unica finitura",
    paragraphs: [
      "I pannelli BORTE portano su pareti, porte e arredi il calore del legno, la calma della pietra e tinte unite nitide. Superfici e bordi sono abbinati, per progettare un intero interno in un unico materiale coordinato.",
    ],
  },
  "quality.performance.panel": {
    title: "Una superficie decorativa resistente",
    paragraphs: [
      "La superficie decorativa di BORTE resiste a graffi, urti e detergenti di uso comune e mantiene il colore alla luce del giorno. I pannelli restano planari e stabili, così pareti ampie e ante alte restano dritte negli anni.",
    ],
  },
  "quality.fabrication.panel": {
    title: "Pronti da installare",
    paragraphs: [
      "I pannelli BORTE si tagliano e si bordano con normali macchine per il legno e si fissano con i comuni sistemi di falegnameria. Bordi e accessori abbinati rendono la posa rapida e il risultato pulito.",
    ],
  },
  "quality.design.interiorFilm": {
    title: "Nuove superfici senza demolire",
    paragraphs: [
      "Le nostre pellicole architettoniche e decorative sono superfici autoadesive con l’aspetto e la sensazione tattile di legno, pietra, metallo, pelle e tessuto. Applicate su porte, pareti, mobili e allestimenti, trasformano un interno senza rimuovere l’esistente.",
    ],
  },
  "quality.performance.interiorFilm": {
    title: "Per interni molto frequentati",
    paragraphs: [
      "Le pellicole resistono a graffi, macchie e umidità e si puliscono facilmente. Hotel, uffici e negozi le usano per rinnovare senza chiudere, perché il lavoro è silenzioso, rapido e pulito.",
    ],
  },
  "quality.fabrication.interiorFilm": {
    title: "Semplici da applicare",
    paragraphs: [
      "L’adesivo con canali d’aria permette agli applicatori di posizionare la pellicola, eliminare le bolle e avvolgerla attorno a bordi e profili. Superfici piane e curve si rivestono in loco, senza altri attrezzi che una spatola e un termosoffiatore.",
    ],
  },
  "quality.design.exteriorFilm": {
    title: "Facciate rinnovate",
    paragraphs: [
      "La pellicola per esterni dà a facciate, portoncini, telai di finestre e rivestimenti esterni una nuova finitura legno, metallo o tinta unita, senza sostituire gli elementi sottostanti.",
    ],
  },
  "quality.performance.exteriorFilm": {
    title: "Fatta per le intemperie",
    paragraphs: [
      "La pellicola per esterni è formulata per resistere a raggi UV, pioggia e sbalzi di temperatura. I colori restano stabili e la superficie integra dopo anni all’aperto, al sole come al gelo.",
    ],
  },
  "quality.fabrication.exteriorFilm": {
    title: "Laminata in fabbrica o applicata in cantiere",
    paragraphs: [
      "La pellicola viene laminata in fabbrica su profili e pannelli oppure applicata in cantiere da posatori formati, con adesivi e primer scelti in base al supporto.",
    ],
  },
  "quality.design.signFilm": {
    title: "Grafiche che si fanno notare",
    paragraphs: [
      "Le pellicole per insegne e grafica VIZUON portano i marchi su veicoli, vetrine, insegne luminose ed edifici. Pellicole stampabili, da intaglio e traslucide lavorano insieme, per realizzare un’intera identità in un sistema coordinato.",
    ],
  },
  "quality.performance.signFilm": {
    title: "Un colore che dura",
    paragraphs: [
      "Le pellicole VIZUON mantengono colore e adesione all’esterno, e le versioni removibili si staccano senza residui a fine campagna. Le pellicole traslucide distribuiscono la luce in modo uniforme sulle insegne luminose, senza punti caldi.",
    ],
  },
  "quality.fabrication.signFilm": {
    title: "Per stampa e plotter",
    paragraphs: [
      "Le pellicole funzionano su stampanti a solvente, eco-solvente, latex e UV e su plotter da taglio. L’adesivo con canali d’aria e le versioni conformabili rendono il car wrapping e l’applicazione su rivetti e curve più rapidi e più tolleranti.",
    ],
  },
  "quality.design.flooring": {
    title: "Pavimenti per ogni ambiente",
    paragraphs: [
      "I pavimenti resilienti HFLOR comprendono piastrelle viniliche LVT, doghe a posa libera, SPC con anima rigida, teli omogenei ed eterogenei e pavimenti speciali. Decori legno, pietra e astratti in colori coordinati permettono a case, scuole, ospedali e uffici di trovare il pavimento giusto.",
    ],
  },
  "quality.performance.flooring": {
    title: "Confortevoli e resistenti",
    paragraphs: [
      "Uno strato superficiale protettivo difende HFLOR da segni, macchie e traffico intenso, mentre la struttura resiliente è più silenziosa e più calda sotto i piedi dei pavimenti duri. Una pulizia regolare lo mantiene bello per anni.",
    ],
  },
  "quality.fabrication.flooring": {
    title: "Posa rapida",
    paragraphs: [
      "Sistemi a incastro, a posa libera e a colla si adattano a ogni sottofondo e a ogni calendario. I pavimenti a posa libera e a incastro sono calpestabili subito, e i teli si saldano a caldo in una superficie continua e igienica.",
    ],
  },
  "quality.sustainability": {
    title: "Fatti per durare",
    paragraphs: [
      "Le superfici durevoli fanno risparmiare risorse: ogni anno in più di utilizzo è un anno senza sostituzione. Progettiamo i nostri materiali per una lunga vita, una manutenzione facile e, dove il prodotto lo consente, una quota di materiale riciclato.",
    ],
  },
  "certification.environment": {
    title: "Verificato in modo indipendente",
    paragraphs: [
      "I nostri prodotti sono testati da enti indipendenti per le emissioni di composti organici volatili e portano le etichette di qualità dell’aria interna dei mercati in cui sono venduti. Le dichiarazioni ambientali di prodotto forniscono i dati per i protocolli di edilizia sostenibile come LEED e BREEAM.",
    ],
  },
  "certification.fireRating": {
    title: "Classificazione al fuoco",
    paragraphs: [
      "I prodotti sono testati per la reazione al fuoco secondo la EN 13501-1 e le norme nazionali dei mercati in cui vengono utilizzati. La classificazione di ogni prodotto è indicata nella sua scheda tecnica e nei suoi certificati.",
    ],
  },
  "certification.hygiene": {
    title: "Facile da mantenere pulito",
    paragraphs: [
      "Una superficie chiusa e non porosa non offre appigli a sporco e batteri e si pulisce con i comuni detergenti. Per questo il materiale è una scelta sicura per cucine, strutture sanitarie e altri ambienti in cui l’igiene conta.",
    ],
  },
  "certification.process": {
    title: "Processi certificati",
    paragraphs: [
      "I nostri stabilimenti operano secondo la ISO 9001 per la gestione della qualità e la ISO 14001 per la gestione ambientale. La produzione è controllata lotto per lotto, perché il materiale consegnato corrisponda a quello prescritto.",
    ],
  },
  "sustainability.commitment": {
    title: "Il nostro impegno",
    paragraphs: [
      "Per noi la sostenibilità fa parte del modo in cui un materiale viene progettato, prodotto e utilizzato. Dal {greenhouseSince} le modifiche alla nostra produzione hanno ridotto le emissioni di gas serra di {greenhouseTons} tonnellate all’anno, e continuiamo a ridurre l’energia, l’acqua e le materie prime necessarie ai nostri prodotti.",
    ],
  },
  "sustainability.materialSafety": {
    title: "Materiali sicuri",
    paragraphs: [
      "Le materie prime sono selezionate e monitorate secondo il regolamento europeo REACH e le norme di sicurezza chimica di ogni mercato. I nostri prodotti sono pensati per case, scuole e ospedali e vengono testati per ciò che rilasciano nell’aria.",
    ],
  },
  "sustainability.manufacturing": {
    title: "Una produzione più pulita",
    paragraphs: [
      "I nostri stabilimenti recuperano il calore di processo, riciclano l’acqua e reimmettono gli scarti di produzione nel ciclo produttivo. Consumi energetici ed emissioni vengono misurati e rendicontati ogni anno.",
    ],
  },
  "sustainability.processing": {
    title: "Una lavorazione responsabile",
    paragraphs: [
      "Le linee guida di lavorazione aiutano i laboratori a captare polveri e acqua di taglio, a riutilizzare gli scarti e a ridurre al minimo i rifiuti. Una pianificazione accurata del taglio di lastre e pannelli avvicina il materiale acquistato a quello installato.",
    ],
  },
  "sustainability.transport": {
    title: "Tragitti più brevi",
    paragraphs: [
      "I prodotti partono da magazzini regionali vicini ai cantieri, in carichi che sfruttano appieno ogni pallet e ogni container. Spedizioni meno numerose e più piene significano meno carburante e meno emissioni.",
    ],
  },
};
