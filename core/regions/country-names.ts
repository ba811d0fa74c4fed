/** Countries named in the visitor's language (ISO 3166 codes), as the browser's own data names them. */
const namesByLocale = new Map<string, Intl.DisplayNames>();

export function countryName(locale: string, code: string): string {
  let names = namesByLocale.get(locale);
  if (!names) namesByLocale.set(locale, (names = new Intl.DisplayNames([locale], { type: "region" })));
  const upper = code.toUpperCase();
  // An unknown or malformed code is shown as it is rather than failing the page.
  try {
    return names.of(upper) ?? upper;
  } catch {
    return upper;
  }
}
