/** Query parameter that lists one facet with all its values (works without JavaScript). */
export const SHOW_PARAM = "show";
/** Values of a facet shown before "show all". */
export const TOP_VALUES = 8;
/** Facets of the rail listed with their values; later ones open on demand (`?show=`). */
export const LISTED_FACETS = 6;
