import type { GuideWording } from "./wording";

/** Dutch advice of the seed catalogue's guides. */
export const nl: GuideWording = {
  materials: {
    surface: {
      applications: "Keukenbladen, wastafelbladen, wandbekleding, meubilair, receptiebalies en interieurs in de hospitality.",
      installation: {
        before:
          "Lees deze handleiding volledig door voordat u begint. Controleer elke plaat vóór het zagen op kleur, partijnummer en zichtbare gebreken: claims voor zichtbare gebreken worden na verwerking of installatie niet geaccepteerd.",
        steps: [
          "Laat het materiaal ten minste 24 uur plat acclimatiseren in de ruimte van installatie, bij 15–30 °C.",
          "Controleer de ondergrond: kasten en dragers moeten stijf, droog en vlak zijn tot op 3 mm over 3 m, met steunpunten op maximaal 600 mm onderlinge afstand.",
          "Pas de delen droog en teken de uitsparingen af. Maak binnenhoeken van uitsparingen met een radius van minimaal 5 mm.",
          "Zaag met hardmetalen of diamantgereedschap en schuur alle zaagkanten glad om kerven te verwijderen.",
          "Verlijm naden met de aanbevolen lijm in een passende kleur en klem ze tot de lijm is uitgehard.",
          "Laat een dilatatievoeg van minimaal 3 mm vrij langs wanden en bescherm het materiaal bij kookplaten met hittereflecterende tape.",
          "Schuur en werk de naden vlak af met het oppervlak, reinig het werk en geef de onderhoudshandleiding aan de gebruiker.",
        ],
      },
      care: {
        daily: [
          "Neem af met een zachte doek of spons en warm water met een mild reinigingsmiddel, spoel na en droog.",
          "Verwijder gemorste vloeistoffen direct, vooral gekleurde zoals wijn, koffie, olie of vruchtensap.",
          "Gebruik snijplanken en onderzetters: snijd niet direct op het oppervlak en zet er geen hete pannen op.",
        ],
        stains: [
          "Breng een niet-schurende reinigingscrème aan met een vochtige doek in draaiende bewegingen en spoel na met schoon water.",
          "Verwijder kalk met een verdunde azijnoplossing of een milde ontkalker en spoel grondig na.",
        ],
        avoid: [
          "Sterke zuren, oplosmiddelen, afbijtmiddelen, ovenreinigers en producten met methyleenchloride.",
          "Schuurpoeder en schuursponzen op gepolijste en hoogglans afwerkingen.",
        ],
      },
      fabrication: {
        storage: "Sla platen plat op een vlakke, volledig dragende ondergrond of rechtop in A-bokken op, binnen en droog. Til en draag delen op hun kant.",
        guidelines: [
          "Gebruik hardmetalen of diamantgereedschap, houd het scherp en werk met een gelijkmatige voeding om uitbrokkelen te voorkomen.",
          "Maak binnenhoeken van alle uitsparingen met een radius van minimaal 5 mm en versterk het materiaal rond spoelbakken en kookplaten.",
          "Maak naden met de aanbevolen naadlijm in een passende kleur, klem tot uitharding en schuur vlak.",
          "Profileer randen met een bovenfrees en schuur daarna met steeds fijnere korrels tot de rand overeenkomt met het oppervlak.",
          "Ondersteun overstekken van meer dan 300 mm met consoles of een onderconstructie.",
        ],
      },
    },
    film: {
      applications: "Meubilair, deuren, wandpanelen, inbouw en architectonische elementen in woningen en utiliteitsbouw.",
      installation: {
        before:
          "Lees deze handleiding volledig door voordat u begint. Controleer de folie vóór het aanbrengen op kleur, partijnummer en zichtbare gebreken: claims voor zichtbare gebreken worden na het aanbrengen niet geaccepteerd.",
        steps: [
          "Laat folie en ondergrond ten minste 24 uur acclimatiseren bij 15–30 °C.",
          "Bereid de ondergrond voor: schoon, droog, glad en vrij van stof, vet en siliconen. Behandel poreuze ondergronden met een primer.",
          "Snijd de folie op maat met circa 50 mm overmaat aan elke zijde en verwijder het schutpapier geleidelijk.",
          "Breng aan met een viltrakel van het midden naar buiten, met overlappende halen om ingesloten lucht te voorkomen.",
          "Verwarm de folie over randen en rondingen met een heteluchtpistool en verwarm gevormde delen daarna na, zodat ze hun vorm behouden.",
          "Snijd bij met een scherp mes en dicht open randen af waar het oppervlak aan vocht of weer is blootgesteld.",
          "Controleer het afgewerkte oppervlak en reinig het 48 uur niet.",
        ],
      },
      care: {
        daily: [
          "Neem af met een zachte, vochtige doek en een neutraal reinigingsmiddel en droog met een schone doek.",
          "Verwijder vingerafdrukken en lichte vervuiling met verdunde glasreiniger.",
          "Houd hete apparaten uit de buurt van gefolieerde oppervlakken en vermijd scherpe voorwerpen.",
        ],
        stains: ["Gebruik met water verdunde isopropylalcohol op een zachte doek, test eerst op een onzichtbare plek en neem daarna af met schoon water."],
        avoid: ["Oplosmiddelen zoals aceton of verdunner, en schurende reinigers of pads.", "Stoomreinigers en hogedrukreinigers."],
      },
      fabrication: {
        storage:
          "Bewaar rollen horizontaal in de originele verpakking bij 15–25 °C en 30–60 % relatieve luchtvochtigheid, uit direct zonlicht. Binnen 12 maanden verwerken.",
        guidelines: [
          "Te bekleden panelen moeten randen hebben met een radius van minimaal 1 mm; scherpe randen kunnen de folie doen scheuren.",
          "Volg bij membraanpersen en profielommanteling de temperatuur- en lijminstellingen die met de lijmleverancier zijn afgesproken.",
          "Vouw de folie minimaal 10 mm om de randen en verwarm gevormde delen na.",
          "Maak naden met een overlap van 5–10 mm of als stompe naad met dubbele snede.",
        ],
      },
    },
    flooring: {
      applications: "Woningen, winkels, hotels, zorginstellingen en onderwijsgebouwen.",
      installation: {
        before:
          "Lees deze handleiding volledig door voordat u begint. Controleer elke doos vóór het leggen op kleur, partijnummer en zichtbare gebreken: claims voor zichtbare gebreken worden na het leggen niet geaccepteerd.",
        steps: [
          "Laat de ongeopende dozen ten minste 24 uur in de ruimte acclimatiseren bij 18–27 °C.",
          "Bereid de ondervloer voor: schoon, droog, draagkrachtig en vlak tot op 3 mm over 2 m. Controleer het restvocht vóór installatie.",
          "Deel de vloer in vanuit het midden van de ruimte en meng planken of tegels uit meerdere dozen.",
          "Verlijm met de aanbevolen lijm en lijmkam, of klik de elementen in elkaar bij kliksystemen.",
          "Wals verlijmde vloeren binnen de open tijd van de lijm af met een wals van 50 kg.",
          "Laat bij zwevende installatie dilatatievoegen van 5–8 mm vrij langs wanden en vaste objecten.",
          "Bescherm de vloer 24 uur tegen zware belasting en reinig hem voor het eerst na 48 uur.",
        ],
      },
      care: {
        daily: [
          "Veeg of stofzuig regelmatig om zand te verwijderen, dat als schuurmiddel werkt.",
          "Dweil vochtig met een pH-neutrale vloerreiniger; voorkom staand water.",
          "Leg schoonloopmatten bij de ingangen en viltjes onder meubelpoten.",
        ],
        stains: ["Behandel vlekken met een geschikte neutrale reiniger en een zachte pad. Verwijder rubbersporen met een beetje terpentine op een doek."],
        avoid: ["Matten met een rubberen rug, die de vloer blijvend kunnen verkleuren.", "Was, oliehoudende onderhoudsmiddelen en stoomreinigers."],
      },
      fabrication: {
        storage: "Sla dozen plat en maximaal vijf hoog op, binnen bij 15–30 °C, uit direct zonlicht en uit de buurt van warmtebronnen.",
        guidelines: [
          "Snijd tegels en planken door in te kerven met een afbreekmes en te breken; gebruik voor baanvloeren een wandsnijder.",
          "Frees naden van baanvloeren uit en las ze thermisch met een passend lasdraad; snijd het lasdraad na afkoelen in twee keer vlak af.",
          "Vorm plinten en holkanten met een holkantvormer en versterk binnenhoeken.",
          "Zaag deurkozijnen onderaan in in plaats van de vloer eromheen te passen.",
          "Houd bij vloerverwarming de oppervlaktetemperatuur van de vloer onder 27 °C.",
        ],
      },
    },
  },
  finishCare: {
    polished: [
      "Gebruik een zachte microvezeldoek om de glans gelijkmatig te houden; verwijder strepen met verdunde glasreiniger.",
      "Gebruik geen schurende reinigers of pads, die het gepolijste oppervlak dof maken.",
    ],
    brushed: [
      "Reinig in de richting van het borstelpatroon met een zachte doek of borstel, nooit dwars daarop.",
      "Lichte sporen kunnen worden weggewerkt door zacht in de richting van de structuur te wrijven met een fijne vliespad; vermijd polijstcrèmes, die de glansgraad plaatselijk veranderen.",
    ],
    leather: [
      "De gestructureerde Leather-afwerking maskeert sporen; reinig de verdiepingen met een zachte borstel en een mild reinigingsmiddel.",
      "Spoel goed na, zodat er geen reinigingsresten in de structuur achterblijven.",
    ],
    "velvet-touch": [
      "Reinig met een vochtige microvezeldoek en een mild reinigingsmiddel en droog daarna.",
      "Vermijd olie- of washoudende en schurende producten, die het zachte gevoel veranderen.",
    ],
    matte: [
      "Op matte oppervlakken kunnen metalen voorwerpen sporen achterlaten: verwijder die met een vochtige melaminespons en lichte, gelijkmatige druk.",
      "Vermijd olie- of washoudende producten, die glanzende plekken achterlaten.",
    ],
    gloss: [
      "Gebruik een zachte microvezeldoek om de glans gelijkmatig te houden; verwijder strepen met verdunde glasreiniger.",
      "Gebruik geen schurende reinigers of pads, die de hoogglans dof maken.",
    ],
  },
  thermoforming: [
    "Verwarm de plaat aan beide zijden gelijkmatig tot 150–175 °C in een oven of tussen verwarmingsplaten.",
    "Vorm de plaat in een mal met vacuüm of mechanische druk en laat hem onder druk in de mal afkoelen.",
    "Houd de vormradii aan die voor de betreffende plaatdikte zijn gepubliceerd.",
  ],
  warrantyTerms: [
    "De garantie dekt fabricagefouten in het materiaal wanneer het volgens onze actuele richtlijnen is geïnstalleerd, gebruikt en onderhouden.",
    "De installatie moet worden uitgevoerd door een gekwalificeerde vakman volgens de installatiehandleiding van dit product.",
    "Uitgesloten zijn schade door onjuiste installatie, verkeerd gebruik, stoten, overmatige hitte of agressieve chemicaliën, normale slijtage en kleur- of dessinverschillen binnen de gepubliceerde toleranties.",
    "Naar onze keuze wordt defect materiaal gerepareerd of vervangen door hetzelfde of een gelijkwaardig product.",
    "Claims moeten binnen 30 dagen na ontdekking van het gebrek schriftelijk worden ingediend, met aankoopbewijs, artikelnummer en foto’s.",
    "Deze samenvatting laat uw wettelijke rechten onverlet. De volledige garantievoorwaarden voor uw land zijn van toepassing.",
  ],
};
