import type { CatalogueOverrides } from "../types";

/**
 * Canadian French: only where the wording differs from France French (fr.ts). Kept deliberately small:
 * - Quebec typography (OQLF) puts no space before « ? » (France uses a narrow no-break space);
 *   the no-break space before « : » is common to both, so those strings are inherited.
 * - Usual Quebec wording: « Nous joindre » for the contact link, « salle d’exposition » rather than
 *   the anglicism « showroom », the OQLF spelling « végane » and « laveuse » for the washing machine.
 * The catalogue has no e-mail or shopping-cart wording, so « courriel » and « magasiner » do not apply.
 */
export const frCA = {
  "message.compareReplace": "Remplacer le premier produit ajouté par celui que vous avez sélectionné?",
  "product.virtualShowroom": "Salle d’exposition virtuelle",
  "category.contact": "Nous joindre",
  "meta.AUTOMOTIVE_SKIN": "Cuir végane pour l’automobile",
  "meta.description.AUTOMOTIVE_SKIN": "Cuir végane pour l’intérieur automobile\u00A0: sièges, panneaux de porte et tableaux de bord au toucher doux et durable, y compris avec contenu recyclé.",
  "meta.description.HOME_APPLIANCE_FILM": "Film de surface pour électroménager\u00A0: finitions décoratives résistantes aux rayures et aux taches pour réfrigérateurs, laveuses et fours.",
  // Recherche de représentants (issue 12) : le Canada a des provinces.
  "reps.intro": "Saisissez un code postal, une province ou une ville pour trouver le représentant de votre secteur et de votre gamme.",
  "reps.searchLabel": "Code postal, province ou ville",
  "reps.error.characters": "Saisissez un code postal, une province ou une ville, uniquement avec des lettres et des chiffres.",
} satisfies CatalogueOverrides;
