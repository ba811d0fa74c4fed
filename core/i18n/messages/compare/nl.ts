/** The compare page and its tray, nl. */
import type { Message } from "../../types";
import type { enCompare } from "./en";

export const nlCompare = {
  "compare.added": "Toegevoegd aan vergelijken.",
  "compare.open": "Vergelijking openen",
  "compare.count": { one: "{count} van {max} producten", other: "{count} van {max} producten" },
  "compare.tableLabel": "Producten naast elkaar",
  "compare.caption": "Specificaties van de vergeleken producten, één kolom per product",
  "compare.specification": "Specificatie",
  "compare.differs": "verschilt",
  "compare.onlyDifferences": "Alleen verschillen tonen",
  "compare.allRows": "Alle specificaties tonen",
  "compare.noDifferences": "Deze producten delen alle getoonde specificaties.",
  "compare.remove": "{name} uit de vergelijking verwijderen",
  "compare.clear": "Vergelijking leegmaken",
  "compare.keep": "Deze vergelijking bewaren",
  "compare.shared": "Deze vergelijking is met u gedeeld. Bewaar haar om er uw eigen vergelijking van te maken.",
  "compare.dropped": { one: "{count} product wordt in deze regio niet aangeboden en is weggelaten.", other: "{count} producten worden in deze regio niet aangeboden en zijn weggelaten." },
  "compare.browse": "Alle kleuren bekijken",
  "compare.share": "Link naar deze vergelijking",
  "compare.emptyHint": "Kies ‘Toevoegen aan vergelijking’ bij maximaal vier producten om ze naast elkaar te zien.",
} satisfies Record<keyof typeof enCompare, Message>;
