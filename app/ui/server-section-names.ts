/**
 * The names under which a document request keeps each page's static sections' data on the server
 * (app/ui/ServerSection.tsx). The loader that stores the data and the component that reads it both
 * import the name from here, so neither depends on the other's module.
 */
export const PRODUCT_SECTIONS = "product-sections";
export const LANDING_SECTIONS = "landing-sections";
