/**
 * Every string of the loader data a document hands to the browser (React Router's turbo-stream
 * chunks). The document transform writes each chunk as a single-quoted JavaScript string, so the
 * literal is read as the browser reads it.
 */
export function hydrationStrings(html: string): string[] {
  const chunks = [...html.matchAll(/streamController\.enqueue\(('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")\)/g)].map((m) => new Function(`return ${m[1]!}`)() as string);
  return chunks.flatMap((chunk) => (JSON.parse(chunk) as unknown[]).filter((value): value is string => typeof value === "string"));
}
