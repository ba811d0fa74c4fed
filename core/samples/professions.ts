/** Who orders samples (issue 12): the sample desk answers each differently. */
export const PROFESSIONS = ["designer", "architect", "fabricator", "dealer", "homeowner"] as const;
export type Profession = (typeof PROFESSIONS)[number];

/** An order's life (issue 12): submitted → confirmed → shipped → delivered, or cancelled. */
export const ORDER_STATUSES = ["submitted", "confirmed", "shipped", "delivered", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
