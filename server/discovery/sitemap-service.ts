/**
 * The site's sitemaps, built once per catalogue version (and origin) and kept gzipped: the seed
 * catalogue's come to about 60 MB of XML, 1.6 MB compressed. The XML is written in short slices
 * between requests (never one long block of the event loop); each file is compressed off the
 * thread by zlib as soon as it is complete and its text dropped, so a build holds about one
 * file's text at a time.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { regionSitemapPages } from "../../core/discovery/sitemap-pages";
import { buildRegionSitemaps, sitemapIndex, type SitemapFile } from "../../core/discovery/sitemap-xml";
import { SITEMAP_INDEX_PATH } from "../../core/discovery/robots";
import { runInSlices } from "../../core/finder/sliced-work";
import { REGIONS } from "../../core/regions/regions";
import type { CatalogueStore } from "../catalogue/catalogue-store";

const gzipAsync = promisify(gzip);

/** A sitemap file ready to send: gzipped body and its validator. */
export interface PreparedFile {
  gzipped: Buffer;
  /** Bytes of the XML itself (Content-Length of an uncompressed answer). */
  length: number;
  etag: string;
}

export interface SitemapSet {
  /** By absolute path: `/sitemap.xml`, `/gl/sitemap.xml`, `/gl/sitemap-2.xml`… */
  files: ReadonlyMap<string, PreparedFile>;
  /** Milliseconds from start to the last file compressed (the log reports it). */
  buildMs: number;
}

export interface SitemapServiceOptions {
  /** Longest stretch of XML writing between two turns of the event loop. */
  sliceMs?: number;
  onBuilt?: (info: { version: number; files: number; urls: number; bytes: number; gzippedBytes: number; ms: number }) => void;
}

async function prepare(xml: string): Promise<PreparedFile> {
  const gzipped = await gzipAsync(xml);
  // Weak: the same validator serves the gzipped and the plain representation.
  const etag = `W/"${createHash("sha256").update(gzipped).digest("base64url").slice(0, 27)}"`;
  return { gzipped, length: Buffer.byteLength(xml), etag };
}

export class SitemapService {
  private latest: { key: string; set: Promise<SitemapSet> } | null = null;

  constructor(
    private readonly store: CatalogueStore,
    private readonly options: SitemapServiceOptions = {},
  ) {}

  /** The sitemaps of the current catalogue for an origin; a build in progress is shared. */
  sitemaps(origin: string): Promise<SitemapSet> {
    const snapshot = this.store.current;
    const key = `${snapshot.version}\n${origin}`;
    if (this.latest?.key !== key) {
      const set = this.build(origin);
      // A failed build is not kept: the next request tries again.
      set.catch(() => {
        if (this.latest?.set === set) this.latest = null;
      });
      this.latest = { key, set };
    }
    return this.latest.set;
  }

  private async build(origin: string): Promise<SitemapSet> {
    const started = performance.now();
    const snapshot = this.store.current;
    const collections = [...snapshot.collections.values()];
    const products = [...snapshot.products.values()];
    const files = new Map<string, PreparedFile>();
    const written: Array<Pick<SitemapFile, "path" | "lastmod">> = [];
    let urls = 0;
    const compressing: Array<Promise<void>> = [];
    const onFile = (file: SitemapFile) => {
      compressing.push(prepare(file.xml).then((prepared) => void files.set(file.path, prepared)));
      written.push({ path: file.path, ...(file.lastmod ? { lastmod: file.lastmod } : {}) });
      urls += file.urls;
    };
    for (const region of REGIONS) {
      const pages = regionSitemapPages(region, { collections, products, productUpdatedAt: snapshot.productUpdatedAt, updatedAt: snapshot.updatedAt });
      await runInSlices(buildRegionSitemaps(region, pages, origin, onFile), { sliceMs: this.options.sliceMs ?? 10 });
    }
    await Promise.all(compressing);
    files.set(SITEMAP_INDEX_PATH, await prepare(sitemapIndex(written, origin)));
    const ms = performance.now() - started;
    const bytes = [...files.values()].reduce((sum, f) => sum + f.length, 0);
    const gzippedBytes = [...files.values()].reduce((sum, f) => sum + f.gzipped.length, 0);
    this.options.onBuilt?.({ version: snapshot.version, files: files.size, urls, bytes, gzippedBytes, ms: Math.round(ms) });
    return { files, buildMs: ms };
  }
}
