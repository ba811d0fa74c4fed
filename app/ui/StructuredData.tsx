/**
 * schema.org data as JSON-LD in the page body (search engines read it anywhere in the document).
 * `<`, `>` and `&` are written as \u escapes, so no catalogue text can close the script element.
 */
const UNSAFE = /[<>&\u2028\u2029]/g;
const escape = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;

export function StructuredData({ value }: { value: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(value).replace(UNSAFE, escape) }} />;
}
