/** Text a visitor typed, made safe to place in an HTML mail body or attribute. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Plain text as HTML paragraphs: escaped, blank lines between paragraphs, single breaks kept. */
export function textToHtml(text: string, lang: string): string {
  const paragraphs = text.split(/\n{2,}/).map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`);
  return `<!DOCTYPE html><html lang="${escapeHtml(lang)}"><body>${paragraphs.join("")}</body></html>`;
}
