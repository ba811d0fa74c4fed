/**
 * A postal address as the lines of a label, in the order and form the destination country's post
 * expects (Google's address data, through localized-address-format): "New York, NY 10001" in the
 * US, "10115 Berlin" in Germany, "〒100-0001" first and the name last in Japan. The country is
 * named last, in the reader's language.
 */
import { formatAddress } from "localized-address-format";
import { countryName } from "../regions/country-names";

export interface PostalAddress {
  name?: string | null;
  company?: string | null;
  addressLine1: string;
  addressLine2?: string | null;
  postalCode?: string | null;
  city: string;
  stateOrProvince?: string | null;
  /** ISO 3166 code. */
  country: string;
}

/** `withCountry: false` leaves the country out, for addresses listed in their own country (where to buy). */
export function addressLines(address: PostalAddress, locale: string, { withCountry = true }: { withCountry?: boolean } = {}): string[] {
  const lines = formatAddress({
    postalCountry: address.country.toUpperCase(),
    name: address.name ?? "",
    organization: address.company ?? "",
    addressLines: [address.addressLine1, address.addressLine2 ?? ""].filter(Boolean),
    locality: address.city,
    administrativeArea: address.stateOrProvince ?? "",
    postalCode: address.postalCode ?? "",
  }).filter(Boolean);
  // Some countries' formats have no field for what the form asked (Japan's writes the city inside
  // the street lines): a value the format left out is kept on a line of its own before the country.
  const written = lines.join("\n");
  const left = [address.city, address.stateOrProvince, address.postalCode].filter((value): value is string => Boolean(value) && !written.includes(value!));
  return withCountry ? [...lines, ...left, countryName(locale, address.country)] : [...lines, ...left];
}
