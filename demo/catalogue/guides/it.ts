import type { GuideWording } from "./wording";

/** Italian advice of the seed catalogue's guides. */
export const it: GuideWording = {
  materials: {
    surface: {
      applications: "Piani cucina, top bagno, rivestimenti murali, arredi, banconi reception e interni per l’ospitalità.",
      installation: {
        before:
          "Leggere integralmente questa guida prima di iniziare. Controllare colore, numero di lotto ed eventuali difetti visibili di ogni lastra prima del taglio: i reclami per difetti visibili non sono accettati dopo la lavorazione o l’installazione.",
        steps: [
          "Acclimatare il materiale in piano nel locale di installazione a 15–30 °C per almeno 24 ore.",
          "Verificare la base: mobili e supporti devono essere rigidi, asciutti e in piano entro 3 mm su 3 m, con appoggi a non più di 600 mm l’uno dall’altro.",
          "Presentare a secco i pezzi e tracciare i fori. Eseguire gli angoli interni dei fori con un raggio di almeno 5 mm.",
          "Tagliare con utensili al carburo o diamantati, quindi levigare tutti i bordi di taglio per eliminare le intaccature.",
          "Incollare i giunti con l’adesivo consigliato in tinta e tenerli in morsa fino al completo indurimento.",
          "Lasciare un giunto di dilatazione di almeno 3 mm verso le pareti e proteggere il materiale vicino ai piani cottura con nastro termoriflettente.",
          "Levigare e rifinire i giunti a filo della superficie, pulire e consegnare all’utente la guida alla manutenzione.",
        ],
      },
      care: {
        daily: [
          "Pulire con un panno morbido o una spugna e acqua tiepida con detergente delicato, quindi risciacquare e asciugare.",
          "Rimuovere subito i liquidi versati, in particolare quelli colorati come vino, caffè, olio o succhi di frutta.",
          "Usare taglieri e sottopentole: non tagliare direttamente sulla superficie e non appoggiarvi pentole calde.",
        ],
        stains: [
          "Applicare una crema detergente non abrasiva con un panno umido con movimenti circolari, quindi risciacquare con acqua pulita.",
          "Eliminare il calcare con una soluzione di aceto diluito o un anticalcare delicato, quindi risciacquare accuratamente.",
        ],
        avoid: [
          "Acidi forti, solventi, sverniciatori, detergenti per forno e prodotti contenenti cloruro di metilene.",
          "Polveri abrasive e spugne abrasive sulle finiture lucidate e lucide.",
        ],
      },
      fabrication: {
        storage:
          "Stoccare le lastre in piano su un supporto uniforme e continuo o in verticale su cavalletti ad A, al coperto e all’asciutto. Sollevare e trasportare i pezzi di costa.",
        guidelines: [
          "Usare utensili al carburo o diamantati, ben affilati, con avanzamento costante per evitare scheggiature.",
          "Eseguire gli angoli interni di ogni foro con un raggio di almeno 5 mm e rinforzare il materiale intorno a lavelli e piani cottura.",
          "Realizzare i giunti con l’adesivo consigliato in tinta, tenere in morsa fino all’indurimento e levigare a filo.",
          "Profilare i bordi con frese, quindi levigare con grane progressivamente più fini fino a ottenere la finitura della superficie.",
          "Sostenere gli sbalzi superiori a 300 mm con mensole o una sottostruttura.",
        ],
      },
    },
    film: {
      applications: "Mobili, porte, pannelli murali, arredi fissi ed elementi architettonici in ambienti residenziali e commerciali.",
      installation: {
        before:
          "Leggere integralmente questa guida prima di iniziare. Controllare colore, numero di lotto ed eventuali difetti visibili della pellicola prima dell’applicazione: i reclami per difetti visibili non sono accettati dopo l’applicazione.",
        steps: [
          "Acclimatare pellicola e supporto a 15–30 °C per almeno 24 ore.",
          "Preparare il supporto: pulito, asciutto, liscio e privo di polvere, grasso e silicone. Applicare un primer sui supporti porosi.",
          "Tagliare la pellicola con un’eccedenza di circa 50 mm per lato e rimuovere il supporto siliconato gradualmente.",
          "Applicare con una spatola rivestita in feltro dal centro verso l’esterno, con passate sovrapposte per evitare bolle d’aria.",
          "Riscaldare la pellicola su bordi e curve con una pistola ad aria calda, poi post-riscaldare le zone formate perché mantengano la forma.",
          "Rifilare con una lama affilata e sigillare i bordi esposti a umidità o intemperie.",
          "Controllare la superficie finita e non pulirla per 48 ore.",
        ],
      },
      care: {
        daily: [
          "Pulire con un panno morbido inumidito e un detergente neutro, quindi asciugare con un panno pulito.",
          "Rimuovere impronte e sporco leggero con un detergente per vetri diluito.",
          "Tenere gli apparecchi caldi lontano dalle superfici rivestite ed evitare oggetti appuntiti.",
        ],
        stains: ["Usare alcol isopropilico diluito in acqua su un panno morbido, dopo una prova in un punto nascosto, quindi ripassare con acqua pulita."],
        avoid: ["Solventi come acetone o diluenti, e detergenti o spugne abrasivi.", "Pulitori a vapore e getti d’acqua ad alta pressione."],
      },
      fabrication: {
        storage:
          "Conservare i rotoli in orizzontale nell’imballo originale a 15–25 °C e al 30–60 % di umidità relativa, al riparo dalla luce solare diretta. Utilizzare entro 12 mesi.",
        guidelines: [
          "I pannelli da rivestire richiedono bordi arrotondati con raggio di almeno 1 mm; gli spigoli vivi possono lacerare la pellicola.",
          "Per la pressatura a membrana e il rivestimento di profili, rispettare le impostazioni di temperatura e adesivo concordate con il fornitore della colla.",
          "Risvoltare la pellicola di almeno 10 mm sui bordi e post-riscaldare le zone formate.",
          "Eseguire le giunzioni con una sovrapposizione di 5–10 mm o con doppio taglio testa a testa.",
        ],
      },
    },
    flooring: {
      applications: "Ambienti residenziali, negozi, hotel, strutture sanitarie e scolastiche.",
      installation: {
        before:
          "Leggere integralmente questa guida prima di iniziare. Controllare colore, numero di lotto ed eventuali difetti visibili di ogni confezione prima della posa: i reclami per difetti visibili non sono accettati dopo la posa.",
        steps: [
          "Acclimatare le confezioni chiuse nel locale per almeno 24 ore a 18–27 °C.",
          "Preparare il sottofondo: pulito, asciutto, solido e in piano entro 3 mm su 2 m. Verificare l’umidità residua prima della posa.",
          "Impostare la posa dal centro del locale e mescolare listoni o piastrelle di più confezioni.",
          "Posare con l’adesivo consigliato e la spatola dentata indicata, oppure agganciare gli elementi nei sistemi a incastro.",
          "Rullare le pose incollate con un rullo da 50 kg entro il tempo aperto dell’adesivo.",
          "Nella posa flottante lasciare giunti di dilatazione di 5–8 mm verso pareti e ostacoli fissi.",
          "Proteggere il pavimento dal traffico intenso per 24 ore ed eseguire la prima pulizia dopo 48 ore.",
        ],
      },
      care: {
        daily: [
          "Spazzare o aspirare regolarmente per eliminare la sabbia, che agisce come un abrasivo.",
          "Lavare con un panno umido e un detergente per pavimenti a pH neutro; evitare ristagni d’acqua.",
          "Prevedere zerbini agli ingressi e feltrini sotto le gambe dei mobili.",
        ],
        stains: ["Trattare le macchie con un detergente neutro adatto e un pad morbido. Rimuovere i segni di gomma con poca acqua ragia su un panno."],
        avoid: ["Tappeti con retro in gomma, che possono macchiare il pavimento in modo permanente.", "Cere, prodotti a base oleosa e pulitori a vapore."],
      },
      fabrication: {
        storage: "Stoccare le confezioni in piano, al massimo cinque sovrapposte, al coperto a 15–30 °C, lontano da sole diretto e fonti di calore.",
        guidelines: [
          "Tagliare piastrelle e listoni incidendo con il cutter e spezzando; per i teli usare un rifilatore a parete.",
          "Fresare le giunzioni dei teli e saldarle a caldo con un cordone in tinta; rifilare il cordone a filo in due passate dopo il raffreddamento.",
          "Formare sgusce e zoccolini con l’apposito sagomatore e rinforzare gli angoli interni.",
          "Rifilare la base dei telai delle porte anziché sagomare il pavimento intorno.",
          "Su riscaldamento a pavimento mantenere la temperatura superficiale del pavimento sotto i 27 °C.",
        ],
      },
    },
  },
  finishCare: {
    polished: [
      "Usare un panno in microfibra morbido per mantenere uniforme la lucentezza; eliminare gli aloni con un detergente per vetri diluito.",
      "Non usare detergenti o spugne abrasivi, che opacizzano la superficie lucidata.",
    ],
    brushed: [
      "Pulire nel senso della spazzolatura con un panno morbido o una spazzola morbida, mai in senso trasversale.",
      "I segni leggeri si attenuano strofinando delicatamente nel senso della venatura con un pad in tessuto non tessuto fine; evitare le creme lucidanti, che alterano localmente la brillantezza.",
    ],
    leather: [
      "La finitura testurizzata Leather nasconde i segni; pulire le cavità con una spazzola morbida e un detergente delicato.",
      "Risciacquare bene affinché non restino residui di detergente nella texture.",
    ],
    "velvet-touch": [
      "Pulire con un panno in microfibra umido e un detergente delicato, quindi asciugare.",
      "Evitare prodotti oleosi, a base di cera o abrasivi, che alterano la sensazione vellutata.",
    ],
    matte: [
      "Le superfici opache possono trattenere segni di oggetti metallici: rimuoverli con una spugna di melammina umida, esercitando una pressione leggera e uniforme.",
      "Evitare prodotti oleosi o a base di cera, che lasciano zone lucide.",
    ],
    gloss: [
      "Usare un panno in microfibra morbido per mantenere uniforme la lucentezza; eliminare gli aloni con un detergente per vetri diluito.",
      "Non usare detergenti o spugne abrasivi, che opacizzano la finitura lucida.",
    ],
  },
  thermoforming: [
    "Riscaldare la lastra in modo uniforme su entrambi i lati a 150–175 °C in forno o tra piastre riscaldanti.",
    "Formarla in uno stampo con vuoto o pressione meccanica e lasciarla raffreddare sotto pressione nello stampo.",
    "Rispettare i raggi di formatura pubblicati per lo spessore della lastra.",
  ],
  warrantyTerms: [
    "La garanzia copre i difetti di fabbricazione del materiale installato, utilizzato e mantenuto secondo le nostre indicazioni in vigore.",
    "L’installazione deve essere eseguita da un professionista qualificato secondo la guida all’installazione di questo prodotto.",
    "Sono esclusi i danni dovuti a installazione non corretta, uso improprio, urti, calore eccessivo o prodotti chimici aggressivi, la normale usura e le variazioni di colore o motivo entro le tolleranze pubblicate.",
    "A nostra discrezione, il materiale difettoso viene riparato o sostituito con lo stesso prodotto o con un prodotto equivalente.",
    "I reclami devono essere presentati per iscritto entro 30 giorni dalla scoperta del difetto, allegando prova d’acquisto, codice articolo e fotografie.",
    "La presente sintesi non pregiudica i diritti previsti dalla legge. Si applicano le condizioni di garanzia complete valide nel vostro paese.",
  ],
};
