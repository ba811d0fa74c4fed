/**
 * The cookies a browser holds after two pages of the site: each page's script asks
 * `/{region}/api/visitor` for the visitor's state (which sets the `csrf` cookie), so every request
 * after the first page carries at least that. A returning visitor is what most page views are.
 */
import { apiPath } from "../../core/routing/region-path";

/** Visits two pages as a browser does (page, then its visitor request) and answers the Cookie header it would send next. */
export async function cookiesAfterTwoPages(baseUrl: string, paths: readonly [string, string]): Promise<string> {
  const jar = new Map<string, string>();
  const send = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  const visit = async (path: string) => {
    const response = await fetch(baseUrl + path, { headers: jar.size ? { cookie: send() } : {}, redirect: "manual" });
    await response.arrayBuffer();
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  };
  for (const path of paths) {
    await visit(path);
    await visit(apiPath("gl", "visitor"));
  }
  if (!jar.size) throw new Error("two pages and their visitor requests set no cookie: the returning-visitor row would measure a new visitor");
  return send();
}
