/**
 * A URL as the logs keep it: the values of query parameters that carry secrets or personal data
 * (PRIVATE_QUERY_PARAMS) masked, then cut to 200 characters, since they would otherwise let anyone
 * who reads the logs use a link or learn an address. Tokens never appear in paths on this site.
 * A parameter inside an encoded parameter (`returnTo=%2Fus%2F…%3Fkey%3D…`) is masked too.
 */
import { PRIVATE_QUERY_PARAMS } from "../../core/accounts/return-to";

const SECRET_PARAMS = PRIVATE_QUERY_PARAMS.join("|");
const PLAIN = new RegExp(`([?&;](?:${SECRET_PARAMS})=)[^&;#]*`, "gi");
const ENCODED = new RegExp(`((?:%3F|%26)(?:${SECRET_PARAMS})(?:%3D|=))(?:(?!%26|&)[^#])*`, "gi");
export const MASK = "***";

const cut = (value: string, max: number) => (value.length > max ? `${value.slice(0, max)}…` : value);

export function loggedUrl(url: string, max = 200): string {
  const query = url.indexOf("?");
  if (query < 0) return cut(url, max);
  const masked = url.slice(0, query) + url.slice(query).replace(PLAIN, `$1${MASK}`).replace(ENCODED, `$1${MASK}`);
  return cut(masked, max);
}
