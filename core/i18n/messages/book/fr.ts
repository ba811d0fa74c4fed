import type { Message } from "../../types";
import type { enBook } from "./en";

export const frBook = {
  "book.intro": "Feuilletez le catalogue page par page, ou téléchargez-le en PDF.",
  "book.download": "Télécharger le catalogue (PDF)",
  "book.loading": "Chargement du livre…",
  "book.failed": "Le livre ne peut pas s’afficher ici. Téléchargez plutôt le PDF.",
  "book.viewer": "Visionneuse du livre",
  "book.pageOf": "Page {page} sur {total}",
  "book.first": "Première page",
  "book.previous": "Page précédente",
  "book.next": "Page suivante",
  "book.last": "Dernière page",
  "book.zoomIn": "Agrandir",
  "book.zoomOut": "Réduire",
  "book.fit": "Page entière",
  "book.zoomLevel": "Agrandissement {percent}\u00A0%",
  "book.pages": "Vignettes des pages",
  "book.goToPage": "Aller à la page {page}",
  "book.keys": "Les flèches et Page précédente ou Page suivante tournent les pages, Début et Fin vont à la première et à la dernière page, + et − zooment.",
  "book.backTo": "Retour à {name}",
  "book.pdf.subtitle": "Collections et coloris",
  "book.pdf.contents": "Sommaire",
  "book.pdf.products": { one: "{count}\u00A0produit", many: "{count}\u00A0de produits", other: "{count}\u00A0produits" },
  "book.pdf.continued": "{collection} (suite)",
  "book.pdf.more": { one: "et {count} autre produit dans le configurateur en ligne", many: "et {count} d’autres produits dans le configurateur en ligne", other: "et {count} autres produits dans le configurateur en ligne" },
  "book.pdf.region": "Édition pour {region}",
} satisfies Record<keyof typeof enBook, Message>;
