/**
 * The product page budget (HTML ≤ 40 kB, ARCHITECTURE.md) holds for every product page, not only
 * the bench's Abyss Granite: this walks each region's sitemap (GL's lists every language) and
 * fetches every product detail page. Pages differ by name lengths, countries, documents, related
 * products and script (Cyrillic letters take two bytes).
 */
const DETAIL_PAGE = /\/detail\/|\/\d{6,}$/;

export interface ProductSpread {
  region: string;
  pages: number;
  medianBytes: number;
  largestBytes: number;
  largestPath: string;
  over: number;
}

async function text(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replaceAll("&amp;", "&"));

/** Every product page of each region, fetched four at a time, against `budget` bytes. */
export async function productSpread(baseUrl: string, budget: number): Promise<ProductSpread[]> {
  const local = (url: string) => baseUrl + new URL(url).pathname + new URL(url).search;
  const sitemaps = locs(await text(`${baseUrl}/sitemap.xml`));
  const regions = [...new Set(sitemaps.map((url) => new URL(url).pathname.split("/")[1]!))];
  const spread: ProductSpread[] = [];
  for (const region of regions) {
    const pages: string[] = [];
    for (const sitemap of sitemaps.filter((url) => new URL(url).pathname.startsWith(`/${region}/`))) {
      pages.push(...locs(await text(local(sitemap))).filter((url) => DETAIL_PAGE.test(new URL(url).pathname)));
    }
    const sizes: Array<{ bytes: number; path: string }> = [];
    let next = 0;
    const worker = async () => {
      while (next < pages.length) {
        const url = local(pages[next++]!);
        const response = await fetch(url);
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        sizes.push({ bytes: Buffer.byteLength(Buffer.from(await response.arrayBuffer())), path: url.slice(baseUrl.length) });
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    sizes.sort((a, b) => a.bytes - b.bytes);
    const largest = sizes.at(-1);
    if (!largest) continue;
    spread.push({
      region,
      pages: sizes.length,
      medianBytes: sizes[Math.floor(sizes.length / 2)]!.bytes,
      largestBytes: largest.bytes,
      largestPath: largest.path,
      over: sizes.filter((size) => size.bytes > budget).length,
    });
  }
  return spread;
}
