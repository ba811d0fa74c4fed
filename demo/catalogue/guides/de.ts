import type { GuideWording } from "./wording";

/** German advice of the seed catalogue's guides. */
export const de: GuideWording = {
  materials: {
    surface: {
      applications: "Küchenarbeitsplatten, Waschtische, Wandverkleidungen, Möbel, Empfangstheken und Hotelinterieurs.",
      installation: {
        before:
          "Lesen Sie diese Anleitung vor Beginn vollständig durch. Prüfen Sie jede Platte vor dem Zuschnitt auf Farbe, Chargennummer und sichtbare Mängel: Reklamationen sichtbarer Mängel werden nach der Verarbeitung oder Montage nicht anerkannt.",
        steps: [
          "Das Material im Montageraum liegend bei 15–30 °C mindestens 24 Stunden akklimatisieren.",
          "Unterbau prüfen: Korpusse und Auflagen müssen stabil, trocken und auf 3 m Länge bis auf 3 mm eben sein; Auflagepunkte höchstens alle 600 mm.",
          "Teile trocken anpassen und Ausschnitte anzeichnen. Innenecken von Ausschnitten mit einem Radius von mindestens 5 mm ausführen.",
          "Mit hartmetallbestückten oder Diamantwerkzeugen zuschneiden und alle Schnittkanten glatt schleifen, um Kerben zu entfernen.",
          "Fugen mit dem empfohlenen farblich passenden Klebstoff verkleben und bis zur Aushärtung verspannen.",
          "Zu Wänden eine Dehnfuge von mindestens 3 mm lassen und das Material an Kochfeldern mit Hitzeschutzband schützen.",
          "Fugen oberflächengleich schleifen und angleichen, die Fläche reinigen und dem Nutzer die Pflegeanleitung übergeben.",
        ],
      },
      care: {
        daily: [
          "Mit einem weichen Tuch oder Schwamm und warmem Wasser mit mildem Reinigungsmittel abwischen, danach nachspülen und trocknen.",
          "Verschüttetes sofort entfernen, besonders farbige Flüssigkeiten wie Wein, Kaffee, Öl oder Fruchtsaft.",
          "Schneidbretter und Untersetzer verwenden: nicht direkt auf der Oberfläche schneiden und keine heißen Töpfe abstellen.",
        ],
        stains: [
          "Eine nicht scheuernde Reinigungsmilch mit einem feuchten Tuch in kreisenden Bewegungen auftragen und mit klarem Wasser nachspülen.",
          "Kalk mit verdünnter Essiglösung oder einem milden Entkalker entfernen und gründlich nachspülen.",
        ],
        avoid: [
          "Starke Säuren, Lösungsmittel, Abbeizmittel, Backofenreiniger und methylenchloridhaltige Produkte.",
          "Scheuerpulver und Scheuerschwämme auf polierten und hochglänzenden Oberflächen.",
        ],
      },
      fabrication: {
        storage:
          "Platten liegend auf einer ebenen, vollflächigen Unterlage oder stehend auf A-Gestellen lagern, in Innenräumen und trocken. Zuschnitte hochkant anheben und tragen.",
        guidelines: [
          "Hartmetallbestückte oder Diamantwerkzeuge verwenden, scharf halten und mit gleichmäßigem Vorschub arbeiten, um Ausbrüche zu vermeiden.",
          "Innenecken aller Ausschnitte mit einem Radius von mindestens 5 mm ausführen und das Material um Becken und Kochfelder verstärken.",
          "Fugen mit dem empfohlenen farblich passenden Fugenkleber herstellen, bis zur Aushärtung verspannen und bündig schleifen.",
          "Kanten mit Oberfräsen profilieren und anschließend mit immer feinerer Körnung schleifen, bis die Kante der Oberfläche entspricht.",
          "Überstände von mehr als 300 mm mit Konsolen oder einer Unterkonstruktion abstützen.",
        ],
      },
    },
    film: {
      applications: "Möbel, Türen, Wandpaneele, Einbauten und Architekturelemente in Wohn- und Objektbereichen.",
      installation: {
        before:
          "Lesen Sie diese Anleitung vor Beginn vollständig durch. Prüfen Sie die Folie vor dem Verkleben auf Farbe, Chargennummer und sichtbare Mängel: Reklamationen sichtbarer Mängel werden nach dem Aufbringen nicht anerkannt.",
        steps: [
          "Folie und Untergrund bei 15–30 °C mindestens 24 Stunden akklimatisieren.",
          "Untergrund vorbereiten: sauber, trocken, glatt sowie frei von Staub, Fett und Silikon. Saugende Untergründe grundieren.",
          "Folie mit etwa 50 mm Übermaß je Seite zuschneiden und das Trägerpapier schrittweise abziehen.",
          "Mit einem filzbeschichteten Rakel von der Mitte nach außen in überlappenden Zügen aufbringen, damit keine Luft eingeschlossen wird.",
          "Folie an Kanten und Rundungen mit dem Heißluftföhn erwärmen und verformte Bereiche anschließend nachheizen, damit sie formstabil bleiben.",
          "Mit einer scharfen Klinge beschneiden und offene Kanten bei Feuchte- oder Witterungseinfluss versiegeln.",
          "Die fertige Fläche prüfen und 48 Stunden lang nicht reinigen.",
        ],
      },
      care: {
        daily: [
          "Mit einem weichen, feuchten Tuch und Neutralreiniger abwischen und mit einem sauberen Tuch trocknen.",
          "Fingerabdrücke und leichte Verschmutzungen mit verdünntem Glasreiniger entfernen.",
          "Heiße Geräte von foliierten Flächen fernhalten und spitze Gegenstände vermeiden.",
        ],
        stains: [
          "Mit Wasser verdünnten Isopropylalkohol auf einem weichen Tuch verwenden, zuvor an einer verdeckten Stelle testen und mit klarem Wasser nachwischen.",
        ],
        avoid: ["Lösungsmittel wie Aceton oder Verdünner sowie scheuernde Reiniger oder Pads.", "Dampfreiniger und Hochdruckreiniger."],
      },
      fabrication: {
        storage:
          "Rollen waagerecht in der Originalverpackung bei 15–25 °C und 30–60 % relativer Luftfeuchte lagern, vor direkter Sonneneinstrahlung geschützt. Innerhalb von 12 Monaten verarbeiten.",
        guidelines: [
          "Zu ummantelnde Platten benötigen Kanten mit einem Radius von mindestens 1 mm; scharfe Kanten können die Folie einreißen.",
          "Beim Membranpressen und Profilummanteln die mit dem Klebstofflieferanten abgestimmten Temperatur- und Klebstoffeinstellungen einhalten.",
          "Die Folie mindestens 10 mm um Kanten führen und verformte Bereiche nachheizen.",
          "Stöße mit 5–10 mm Überlappung oder als Doppelschnitt-Stoßfuge ausführen.",
        ],
      },
    },
    flooring: {
      applications: "Wohnbereiche, Einzelhandel, Hotellerie, Gesundheitswesen und Bildungseinrichtungen.",
      installation: {
        before:
          "Lesen Sie diese Anleitung vor Beginn vollständig durch. Prüfen Sie jeden Karton vor der Verlegung auf Farbe, Chargennummer und sichtbare Mängel: Reklamationen sichtbarer Mängel werden nach der Verlegung nicht anerkannt.",
        steps: [
          "Die ungeöffneten Kartons mindestens 24 Stunden bei 18–27 °C im Verlegeraum akklimatisieren.",
          "Untergrund vorbereiten: sauber, trocken, tragfähig und auf 2 m bis auf 3 mm eben. Restfeuchte vor der Verlegung prüfen.",
          "Die Verlegung von der Raummitte aus einteilen und Dielen oder Fliesen aus mehreren Kartons mischen.",
          "Mit dem empfohlenen Klebstoff und Zahnspachtel verkleben oder bei Klicksystemen die Elemente miteinander verriegeln.",
          "Verklebte Beläge innerhalb der offenen Zeit des Klebstoffs mit einer 50-kg-Walze anwalzen.",
          "Bei schwimmender Verlegung Dehnfugen von 5–8 mm zu Wänden und festen Bauteilen einhalten.",
          "Den Boden 24 Stunden vor starker Belastung schützen und die erste Reinigung nach 48 Stunden durchführen.",
        ],
      },
      care: {
        daily: [
          "Regelmäßig kehren oder saugen, um Sand zu entfernen, der wie Schleifmittel wirkt.",
          "Nebelfeucht mit einem pH-neutralen Bodenreiniger wischen; stehendes Wasser vermeiden.",
          "Sauberlaufzonen an Eingängen und Filzgleiter unter Möbelbeinen vorsehen.",
        ],
        stains: ["Flecken mit einem geeigneten Neutralreiniger und einem weichen Pad behandeln. Gummiabrieb mit wenig Testbenzin auf einem Tuch entfernen."],
        avoid: ["Matten mit Gummirücken, die den Belag dauerhaft verfärben können.", "Wachs, ölhaltige Pflegemittel und Dampfreiniger."],
      },
      fabrication: {
        storage: "Kartons liegend und höchstens fünf übereinander lagern, in Innenräumen bei 15–30 °C, geschützt vor direkter Sonne und Wärmequellen.",
        guidelines: [
          "Fliesen und Dielen mit dem Cuttermesser anritzen und brechen; für Bahnenware einen Wandschneider verwenden.",
          "Nähte von Bahnenbelägen ausfräsen und mit passender Schweißschnur thermisch verschweißen; die Schnur nach dem Abkühlen in zwei Durchgängen bündig abstoßen.",
          "Hohlkehlen und Sockel mit einem Kehlformer ausbilden und Innenecken verstärken.",
          "Türzargen unterschneiden, statt den Belag anzupassen.",
          "Bei Fußbodenheizung eine Oberflächentemperatur des Bodens von 27 °C nicht überschreiten.",
        ],
      },
    },
  },
  finishCare: {
    polished: [
      "Mit einem weichen Mikrofasertuch reinigen, damit der Glanz gleichmäßig bleibt; Schlieren mit verdünntem Glasreiniger entfernen.",
      "Keine scheuernden Reiniger oder Pads verwenden, da sie die polierte Oberfläche stumpf machen.",
    ],
    brushed: [
      "In Richtung des Bürststrichs mit einem weichen Tuch oder einer weichen Bürste reinigen, niemals quer dazu.",
      "Leichte Spuren lassen sich durch sanftes Reiben in Strichrichtung mit einem feinen Vliespad angleichen; Polituren vermeiden, da sie den Glanzgrad stellenweise verändern.",
    ],
    leather: [
      "Die strukturierte Leather-Oberfläche kaschiert Gebrauchsspuren; Vertiefungen mit einer weichen Bürste und mildem Reinigungsmittel säubern.",
      "Gründlich nachspülen, damit keine Reinigerrückstände in der Struktur verbleiben.",
    ],
    "velvet-touch": [
      "Mit einem feuchten Mikrofasertuch und mildem Reinigungsmittel reinigen und anschließend trocknen.",
      "Öl- oder wachshaltige sowie scheuernde Produkte vermeiden, da sie die samtige Haptik verändern.",
    ],
    matte: [
      "Auf matten Oberflächen können Metallgegenstände Spuren hinterlassen: mit einem feuchten Melaminschwamm und leichtem, gleichmäßigem Druck entfernen.",
      "Öl- oder wachshaltige Produkte vermeiden, da sie glänzende Stellen hinterlassen.",
    ],
    gloss: [
      "Mit einem weichen Mikrofasertuch reinigen, damit der Glanz gleichmäßig bleibt; Schlieren mit verdünntem Glasreiniger entfernen.",
      "Keine scheuernden Reiniger oder Pads verwenden, da sie den Hochglanz stumpf machen.",
    ],
  },
  thermoforming: [
    "Die Platte im Ofen oder zwischen Heizplatten beidseitig gleichmäßig auf 150–175 °C erwärmen.",
    "In einer Form mit Vakuum oder mechanischem Druck verformen und unter Druck in der Form abkühlen lassen.",
    "Die für die jeweilige Plattenstärke veröffentlichten Mindestradien einhalten.",
  ],
  warrantyTerms: [
    "Die Garantie deckt Herstellungsfehler des Materials ab, sofern es gemäß unseren aktuellen Richtlinien montiert, genutzt und gepflegt wird.",
    "Die Montage muss durch einen qualifizierten Fachbetrieb nach der Montageanleitung für dieses Produkt erfolgen.",
    "Ausgeschlossen sind Schäden durch unsachgemäße Montage, missbräuchliche Nutzung, Stöße, übermäßige Hitze oder aggressive Chemikalien, normale Abnutzung sowie Farb- und Dekorabweichungen innerhalb der veröffentlichten Toleranzen.",
    "Nach unserer Wahl wird fehlerhaftes Material repariert oder durch das gleiche oder ein gleichwertiges Produkt ersetzt.",
    "Ansprüche sind innerhalb von 30 Tagen nach Entdeckung des Mangels schriftlich geltend zu machen, mit Kaufbeleg, Artikelnummer und Fotos.",
    "Diese Zusammenfassung lässt Ihre gesetzlichen Rechte unberührt. Es gelten die vollständigen Garantiebedingungen für Ihr Land.",
  ],
};
