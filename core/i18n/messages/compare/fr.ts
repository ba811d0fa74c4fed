/** The compare page and its tray, fr. */
import type { Message } from "../../types";
import type { enCompare } from "./en";

export const frCompare = {
  "compare.added": "Ajouté à la comparaison.",
  "compare.open": "Ouvrir la comparaison",
  "compare.count": { one: "{count} produit sur {max}", other: "{count} produits sur {max}" },
  "compare.tableLabel": "Produits côte à côte",
  "compare.caption": "Spécifications des produits comparés, une colonne par produit",
  "compare.specification": "Spécification",
  "compare.differs": "diffère",
  "compare.onlyDifferences": "N’afficher que les différences",
  "compare.allRows": "Afficher toutes les spécifications",
  "compare.noDifferences": "Ces produits partagent toutes les spécifications affichées.",
  "compare.remove": "Retirer {name} de la comparaison",
  "compare.clear": "Vider la comparaison",
  "compare.keep": "Garder cette comparaison",
  "compare.shared": "Cette comparaison vous a été partagée. Gardez-la pour en faire votre propre comparaison.",
  "compare.dropped": { one: "{count} produit n’est pas proposé dans cette région et n’est pas affiché.", other: "{count} produits ne sont pas proposés dans cette région et ne sont pas affichés." },
  "compare.browse": "Voir tous les coloris",
  "compare.share": "Lien vers cette comparaison",
  "compare.emptyHint": "Choisissez « Ajouter au comparateur » sur quatre produits au plus pour les voir côte à côte.",
} satisfies Record<keyof typeof enCompare, Message>;
