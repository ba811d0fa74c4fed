/** Category landing wording (en). */
export const enLanding = {
  "landing.products": { one: "{count} product", other: "{count} products" },
  "landing.contactText": "Questions about a project, samples or specifications? Our sales team is there to help.",
  "landing.contactAction": "Find a sales representative",
} as const;
