/**
 * The answer to a same-origin form post that carries no CSRF token: the visitor sent it from a
 * public (cached, token-less) page before its script ran. Nothing is done; a private page shows
 * the same form again, now with the token, for one more click. Every value is escaped.
 */
import type { ResolvedPage } from "./contexts";

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function confirmPostPage(page: ResolvedPage, form: FormData, token: string, tokenField: string): Response {
  const { t } = page;
  const fields = [...form]
    .filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[0] !== tokenField)
    .slice(0, 50)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name.slice(0, 100))}" value="${escapeHtml(value.slice(0, 2000))}">`)
    .join("");
  const html = `<!DOCTYPE html><html lang="${escapeHtml(page.locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(t("form.confirm.title"))}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1.5rem;line-height:1.5;color:#161616;background:#f8f7f4">
<main><h1 style="font-size:1.75rem;font-weight:500">${escapeHtml(t("form.confirm.title"))}</h1><p>${escapeHtml(t("form.confirm.body"))}</p>
<form method="post">${fields}<input type="hidden" name="${tokenField}" value="${escapeHtml(token)}"><button type="submit" style="font:inherit;padding:.75rem 1.5rem;background:#9b3d17;color:#fff;border:0;border-radius:4px;cursor:pointer">${escapeHtml(t("form.confirm.submit"))}</button></form></main></body></html>`;
  return new Response(html, { status: 200, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-store" } });
}
