/** Who orders samples (issue 12): the sample desk answers each differently. */
export const PROFESSIONS = ["designer", "architect", "fabricator", "dealer", "homeowner"] as const;
export type Profession = (typeof PROFESSIONS)[number];
