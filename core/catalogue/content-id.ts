/** A product's content id as URLs and forms carry it (digits only); anything else names no product. */
export const CONTENT_ID = /^[0-9]{4,12}$/;
