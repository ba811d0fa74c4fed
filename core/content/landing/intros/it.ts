/** Landing intros, Italian. */
import type { Intros } from "../keys";

export const INTROS_IT: Intros = {
  "himacs.brand": {
    title: "Dai forma al tuo spazio",
    paragraphs: ["HIMACS è un solid surface acrilico che si modella, si unisce e si rifinisce in quasi ogni forma, senza giunture visibili. Architetti, designer e trasformatori lo usano in tutto il mondo per cucine, bagni, arredi, facciate e spazi pubblici."],
  },
  "himacs.about.design": {
    title: "Libertà progettuale",
    paragraphs: ["Curve termoformate, giunture invisibili e colori che attraversano tutta la lastra: scopri come HIMACS permette ai designer di modellare le superfici invece di assemblarle."],
  },
  "himacs.about.fabrication": {
    title: "L’arte della lavorazione",
    paragraphs: ["HIMACS viene tagliato, fresato, incollato e termoformato da trasformatori formati con utensili per il legno. Scopri le tecniche dietro banconi senza giunture, lavelli integrati e pareti scultoree."],
  },
  "himacs.about.quality": {
    title: "Una qualità che dura",
    paragraphs: ["Non poroso, igienico e rinnovabile in loco, HIMACS è fatto per decenni di uso quotidiano, e ogni installazione eseguita da un trasformatore certificato è coperta da una garanzia trasferibile di {warrantyYears} anni."],
  },
  "himacs.about.certifications": {
    title: "Testato e certificato",
    paragraphs: ["Sicurezza antincendio, igiene, qualità dell’aria interna e benestare per facciate: i certificati indipendenti che permettono di prescrivere HIMACS con sicurezza, dall’ospedale all’involucro edilizio."],
  },
  "himacs.about.sustainability": {
    title: "Prodotto in modo responsabile",
    paragraphs: ["Dalla sicurezza delle materie prime a stabilimenti più puliti e trasporti più brevi, scopri come riduciamo l’impronta di HIMACS e perché una superficie riparabile per decenni è una scelta sostenibile."],
  },
  "himacs.about.history": {
    title: "La storia di HIMACS",
    paragraphs: ["HIMACS è nato come materiale migliore per i piani di lavoro delle cucine ed è diventato un mezzo espressivo dell’architettura, protagonista di facciate iconiche, interni premiati e arredi di designer rinomati. Scopri come è cresciuto, progetto dopo progetto."],
  },
  "himacs.category": {
    title: "Solid surface in ogni colore",
    paragraphs: ["Esplora le collezioni HIMACS, dai Solids puri ad Aurora e Marmo ispirati al marmo, fino al traslucido Lucent e all’Exteria resistente agli agenti atmosferici, e trova la tinta per il tuo prossimo progetto."],
  },
  "viatera.category": {
    title: "Il quarzo, raffinato",
    paragraphs: ["La superficie in quarzo VIATERA porta la bellezza della pietra naturale in cucine e bagni, con la costanza, la resistenza e la facilità di manutenzione che solo una superficie tecnica può offrire."],
  },
  "teracanto.category": {
    title: "Gres porcellanato in grande formato",
    paragraphs: ["La superficie in gres porcellanato TERACANTO unisce decori realistici di pietra, cemento e metallo alla resistenza a calore, graffi e raggi UV, per piani di lavoro, pareti e facciate, all’interno e all’esterno."],
  },
  "borte.category": {
    title: "Pannelli per interni completi",
    paragraphs: ["I pannelli decorativi BORTE rivestono pareti, porte e arredi con finiture coordinate legno, pietra e tinta unita, resistenti, stabili e rapide da installare."],
  },
  "benif.category": {
    title: "Trasforma ogni interno",
    paragraphs: ["La pellicola architettonica BENIF rinnova porte, pareti e mobili con finiture realistiche legno, pietra, metallo e tessuto, applicate in loco senza demolizioni e con il minimo disturbo."],
  },
  "deco.category": {
    title: "Decorare in modo semplice",
    paragraphs: ["La pellicola Deco dà a mobili, armadi e allestimenti interni una nuova superficie in legno, tinte unite e motivi: autoadesiva, facile da pulire e semplice da applicare."],
  },
  "exterior.category": {
    title: "Finiture per l’esterno",
    paragraphs: ["La pellicola per esterni protegge e rinnova telai di finestre, porte ed elementi di facciata con finiture legno, metallo e tinta unita resistenti agli agenti atmosferici, che mantengono il colore al sole e alla pioggia."],
  },
  "vizuon.category": {
    title: "Pellicole per insegne e grafica",
    paragraphs: ["Le pellicole VIZUON portano marchi e messaggi su veicoli, insegne, vetrine ed edifici, con versioni stampabili, da intaglio e traslucide per ogni applicazione."],
  },
  "vizuon.category.vehicle": {
    title: "Veicoli e trasporti",
    paragraphs: ["Pellicole per wrapping di auto, autobus, camion e treni che si adattano a curve e rientranze, mantengono il colore su strada e si rimuovono senza residui quando il design cambia."],
  },
  "vizuon.category.signs-and-displays": {
    title: "Insegne ed espositori",
    paragraphs: ["Pellicole stampabili e da intaglio per segnaletica, espositori punto vendita e fiere, con stampe nitide e adesivi per campagne brevi o per uso prolungato."],
  },
  "vizuon.category.illuminated-sign": {
    title: "Insegne luminose",
    paragraphs: ["Pellicole traslucide che distribuiscono la luce in modo uniforme su cassonetti e lettere scatolate, mantenendo fedeli i colori del marchio di giorno e di notte."],
  },
  "vizuon.category.architecture": {
    title: "Architettura",
    paragraphs: ["Pellicole per vetro e superfici edilizie che aggiungono privacy, decorazione e segnaletica a uffici, negozi ed edifici pubblici senza interventi strutturali."],
  },
  "vizuon.category.eco-solutions": {
    title: "Soluzioni eco",
    paragraphs: ["Pellicole grafiche con meno sostanze nocive e minori emissioni, per i marchi che vogliono che la loro segnaletica rifletta gli impegni ambientali."],
  },
  "vizuon.category.corporate-branding": {
    title: "Immagine aziendale",
    paragraphs: ["Pellicole dai colori esatti che riproducono un’identità aziendale in modo uniforme su flotte, vetrine e uffici, in ogni sede."],
  },
  "vizuon.collection": {
    title: "Collezione VIZUON",
    paragraphs: ["Sfoglia le pellicole di questa collezione VIZUON e confronta finiture, adesivi e applicazioni per trovare quella giusta per il tuo progetto."],
  },
  "hflor.category.about": {
    title: "Pavimenti resilienti",
    paragraphs: ["I pavimenti HFLOR uniscono decori dall’aspetto naturale a comfort sotto i piedi e resistenza al traffico intenso, in tipologie per case, scuole, ospedali, uffici e palestre."],
  },
  "hflor.category.lvt": {
    title: "Piastrelle viniliche (LVT)",
    paragraphs: ["Piastrelle e doghe viniliche con autentici decori legno e pietra, una superficie protettiva e una sensazione calda e silenziosa sotto i piedi, per ambienti residenziali e commerciali."],
  },
  "hflor.category.looselay": {
    title: "Posa libera",
    paragraphs: ["Doghe pesanti e stabili che restano piane senza colla: il pavimento si posa in fretta, si usa subito e si può sollevare di nuovo per ispezioni o sostituzioni."],
  },
  "hflor.category.spc": {
    title: "SPC con anima rigida",
    paragraphs: ["Doghe a incastro con anima rigida in pietra e polimero, stabili e resistenti all’acqua, per una posa flottante rapida sopra i pavimenti esistenti."],
  },
  "hflor.category.homogeneous": {
    title: "Teli omogenei",
    paragraphs: ["Pavimenti in teli con la stessa composizione in tutto lo spessore, per ospedali, laboratori e scuole che hanno bisogno di un pavimento resistente, continuo e igienico."],
  },
  "hflor.category.heterogeneous": {
    title: "Teli eterogenei",
    paragraphs: ["Pavimenti in teli multistrato con decoro stampato sotto uno strato d’usura trasparente, che uniscono estetiche varie alla robustezza richiesta dagli edifici pubblici."],
  },
  "hflor.category.specialty": {
    title: "Pavimenti speciali",
    paragraphs: ["Pavimenti per esigenze particolari, dalle palestre alle applicazioni conduttive e acustiche, progettati per le prestazioni richieste da ogni ambiente."],
  },
  "hflor.collection": {
    title: "Collezione HFLOR",
    paragraphs: ["Sfoglia i decori di questa collezione HFLOR e confronta colori, formati e struttura per trovare il pavimento per il tuo progetto."],
  },
};
