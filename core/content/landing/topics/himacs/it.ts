/** HIMACS landing tabs, Italian. */
import type { HimacsTopics } from "../../keys";

export const HIMACS_IT: HimacsTopics = {
  "quality.design": {
    title: "Design senza giunture",
    paragraphs: [
      "HIMACS è un solid surface acrilico: una miscela di acrilico, minerali naturali e pigmenti con lo stesso colore e la stessa composizione in tutto lo spessore. Le lastre vengono unite con un adesivo in tinta e levigate finché la giuntura scompare, così un bancone reception, un’isola da cucina o un’intera parete appaiono come un unico pezzo continuo.",
      "Riscaldato, il materiale diventa flessibile e si termoforma in curve, onde e forme tridimensionali che mantengono la loro forma una volta raffreddate. Dai bianchi puri alle tinte traslucide Lucent che si accendono in retroilluminazione, la gamma lascia ad architetti e designer la libertà di modellare una superficie invece di assemblarla.",
    ],
  },
  "quality.performance": {
    title: "Fatto per l’uso quotidiano",
    paragraphs: [
      "Poiché HIMACS non è poroso, liquidi, macchie e batteri restano in superficie, dove basta un panno umido per rimuoverli. Resiste all’usura di cucine, ospedali, hotel e negozi, e graffi o segni quotidiani si eliminano con la levigatura in loco, ripristinando la finitura originale senza sostituire il pezzo.",
      "Ogni lastra HIMACS installata da un trasformatore certificato è coperta da una garanzia limitata trasferibile di {warrantyYears} anni, che passa al successivo proprietario dell’edificio insieme alla superficie stessa.",
    ],
  },
  "quality.fabrication": {
    title: "Lavorato come un legno pregiato",
    paragraphs: [
      "HIMACS si taglia, si fresa, si fora e si leviga con gli utensili in metallo duro di una falegnameria. I profili dei bordi vengono fresati direttamente nella lastra, i lavelli si incollano senza giunture visibili e gli intarsi di un secondo colore si inseriscono a filo della superficie.",
      "La nostra rete di trasformatori formati e certificati conosce le tecniche di termoformatura e di incollaggio del materiale, e i nostri manuali di lavorazione e il servizio tecnico seguono ogni progetto dal primo disegno all’installazione finale.",
    ],
  },
  "quality.sustainability": {
    title: "Una superficie che dura",
    paragraphs: [
      "La superficie più sostenibile è quella che non va sostituita. HIMACS è rinnovabile: si ripara e si rinnova in loco molte volte nel corso della sua vita. Alcune tinte contengono materiale riciclato e gli scarti di lavorazione si possono riutilizzare per pezzi più piccoli e intarsi.",
    ],
  },
  "certification.environment": {
    title: "Verificato in modo indipendente",
    paragraphs: [
      "HIMACS dispone di dichiarazioni ambientali di prodotto e di certificazioni sulla qualità dell’aria interna rilasciate da enti indipendenti, che ne confermano le basse emissioni di composti organici volatili. Questi documenti forniscono agli architetti i dati per i protocolli di edilizia sostenibile come LEED e BREEAM.",
    ],
  },
  "certification.fireRating": {
    title: "Testato per la sicurezza antincendio",
    paragraphs: [
      "HIMACS è classificato B1, difficilmente infiammabile, secondo la norma tedesca DIN 4102. La classificazione vale per tutte le tinte nello spessore di {fireTestThickness}, quindi la scelta del colore non limita mai l’impiego del materiale.",
      "Le ulteriori classificazioni secondo la EN 13501-1 e le norme nazionali sono riportate nella scheda tecnica e nei certificati di ogni tinta.",
    ],
  },
  "certification.exteria": {
    title: "Exteria, certificato per le facciate",
    paragraphs: [
      "Le tinte Exteria sono formulate per l’esterno e sono state testate per la resistenza ai raggi UV, agli agenti atmosferici e agli sbalzi di temperatura. Le loro applicazioni in facciata dispongono di benestare tecnici nazionali, per progettare con sicurezza facciate ventilate, balconi e arredi da esterno.",
    ],
  },
  "certification.hygiene": {
    title: "Igienico per natura",
    paragraphs: [
      "Senza pori e senza giunture visibili, HIMACS non offre appigli a batteri, muffe e funghi. Laboratori indipendenti lo hanno certificato per il contatto con gli alimenti e per l’uso in ambienti igienicamente sensibili: per questo viene scelto per camere d’ospedale, laboratori, cucine professionali e residenze per anziani.",
    ],
  },
  "certification.process": {
    title: "Qualità in ogni fase",
    paragraphs: [
      "HIMACS è prodotto in stabilimenti certificati ISO 9001 per la gestione della qualità e ISO 14001 per la gestione ambientale. Ogni lotto di produzione viene controllato per colore, dimensioni e proprietà meccaniche prima di lasciare lo stabilimento.",
    ],
  },
  "sustainability.commitment": {
    title: "Il nostro impegno",
    paragraphs: [
      "Per noi la sostenibilità fa parte del modo in cui una superficie viene progettata, prodotta e utilizzata. Dal {greenhouseSince} le modifiche alla nostra produzione hanno ridotto le emissioni di gas serra di {greenhouseTons} tonnellate all’anno, e continuiamo a ridurre l’energia, l’acqua e le materie prime necessarie per ogni lastra.",
    ],
  },
  "sustainability.materialSafety": {
    title: "Materiali sicuri",
    paragraphs: [
      "HIMACS è prodotto senza metalli pesanti e non rilascia sostanze nocive durante l’uso. Le sue materie prime sono selezionate e monitorate secondo il regolamento europeo REACH, e le basse emissioni lo rendono adatto a scuole, abitazioni e strutture sanitarie.",
    ],
  },
  "sustainability.manufacturing": {
    title: "Una produzione più pulita",
    paragraphs: [
      "I nostri stabilimenti recuperano il calore di processo, riciclano l’acqua di processo e reimmettono gli scarti di produzione nel ciclo produttivo. Consumi energetici ed emissioni vengono misurati e rendicontati ogni anno nell’ambito del nostro sistema di gestione ambientale ISO 14001.",
    ],
  },
  "sustainability.processing": {
    title: "Meno scarti in laboratorio",
    paragraphs: [
      "HIMACS si lavora con comuni macchine per il legno e levigatura a secco, senza trattamenti chimici. Gli scarti si possono incollare per formare nuovi pezzi, e le riparazioni in loco prolungano la vita di un’installazione invece di mandarla in discarica.",
    ],
  },
  "sustainability.transport": {
    title: "Tragitti più brevi",
    paragraphs: [
      "Le lastre partono da centri di distribuzione regionali vicini ai trasformatori, su pallet caricati per sfruttare al meglio ogni spedizione. Spedizioni meno numerose e più piene significano meno carburante e meno emissioni tra lo stabilimento e il progetto finito.",
    ],
  },
};
