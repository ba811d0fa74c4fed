/** Every string of the loader data a document hands to the browser (React Router's turbo-stream chunks). */
export function hydrationStrings(html: string): string[] {
  const chunks = [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)].map((m) => JSON.parse(m[1]!) as string);
  return chunks.flatMap((chunk) => (JSON.parse(chunk) as unknown[]).filter((value): value is string => typeof value === "string"));
}
