import type { IndustrialCopySet } from "./types";

export const IT: IndustrialCopySet = {
  "automotive.skin": {
    intro: [
      "La nostra pelle vegana dà a sedili, porte e plance l’aspetto e il tatto di una pelle pregiata, senza alcun prodotto di origine animale. È calandrata e goffrata nei nostri stabilimenti, così grana, colore e morbidezza restano uguali dal primo all’ultimo metro.",
      "Due linee contengono materiale riciclato: {recycledMin} in peso nella linea premium e {recycledMax} nella linea eco, dove un tessuto in PET riciclato sostituisce il supporto vergine. Entrambe rispettano i limiti di emissione fissati dai costruttori per l’abitacolo.",
    ],
    applications: [
      { name: "Sedili", text: "Superfici resistenti che mantengono la grana per anni." },
      { name: "Pannelli porta e braccioli", text: "Pelli soft-touch che avvolgono raggi stretti senza pieghe." },
      { name: "Plance", text: "Grane opache che tengono i riflessi lontani dal parabrezza." },
      { name: "Cieli e montanti", text: "Tessuti leggeri effetto scamosciato per un abitacolo silenzioso." },
    ],
  },
  "automotive.lightweight": {
    intro: [
      "I termoplastici rinforzati con fibra di vetro lunga o continua sostituiscono l’acciaio dove l’auto porta carichi. Uno schienale o un alloggiamento batteria stampato in un solo colpo pesa fino al {cutMax} in meno del pezzo in acciaio saldato, con la rigidità per superare gli stessi crash test.",
      "Il contenuto di fibra segue il pezzo: {fibreMin} in peso per forme complesse che devono riempire lo stampo, {fibreMax} dove conta la rigidità. La matrice è polipropilene, riciclabile a fine vita del veicolo.",
    ],
    applications: [
      { name: "Schienali", text: "Gusci a parete sottile che alleggeriscono e danno spazio dietro." },
      { name: "Alloggiamenti batteria", text: "Involucri rigidi e senza corrosione per piattaforme elettriche." },
      { name: "Protezioni sottoscocca", text: "Pannelli resistenti agli urti che rendono regolare il flusso d’aria." },
      { name: "Moduli porta", text: "Supporti per vetro, altoparlante e serratura in un unico pezzo." },
    ],
  },
  "automotive.component": {
    intro: [
      "Finiture interne e parti esterne arrivano pronte al montaggio, con il decoro stampato invece che verniciato. Effetti metallo, legno e tinta unita sono laminati o decorati in stampo e resistono a sole, pulizia e uso quotidiano.",
      "I pezzi stampati sostituiscono assiemi più pesanti: finiture e parti esterne pesano dal {cutMin} al {cutMax} in meno dei pezzi sostituiti, a vantaggio di autonomia ed emissioni.",
    ],
    applications: [
      { name: "Console centrali e inserti plancia", text: "Effetto metallo spazzolato e legno a poro aperto senza metallo né impiallacciatura." },
      { name: "Pannelli porta", text: "Pannelli decorati abbinati a sedili e plancia." },
      { name: "Griglie e calotte specchietti", text: "Finiture lucide e satinate stabili ai raggi UV, senza verniciatura." },
      { name: "Rivestimenti montanti e barre tetto", text: "Compound resistenti alle intemperie che mantengono il colore." },
    ],
  },
  "appliance.film": {
    intro: [
      "Il film di superficie per elettrodomestici trasforma il semplice acciaio nel fronte di un frigorifero, di una lavatrice o di un forno. Il film è laminato sull’acciaio in coil prima della formatura: ogni lamiera esce dalla pressa finita, senza verniciatura né scarti.",
      "I film in PET e PVC offrono effetti metallo, vetro, pietra e tessuto, opaco morbido e lucido, con qualità anti-impronta o ad alta formabilità.",
    ],
    applications: [
      { name: "Frigoriferi", text: "Porte in metallo spazzolato, vetro o colore senza impronte." },
      { name: "Lavatrici e lavastoviglie", text: "Frontali che resistono a detersivi, vapore e graffi." },
      { name: "Forni", text: "Laminati resistenti al calore per fianchi e porte." },
      { name: "Climatizzatori", text: "Unità interne in armonia con la stanza, non con la macchina." },
    ],
  },
};
