/**
 * Imports where-to-buy partners from a JSON file (`{ "dealers": [...] }`, the shape of
 * seed/dealers.json): every row is validated with zod first, and a file with any problem writes
 * nothing. A valid file replaces the partners of the regions it names, in one transaction.
 */
import { inArray } from "drizzle-orm";
import { z } from "zod";
import { defaultCategories } from "../../core/routing/categories";
import { DEALER_BRANDS, PARTNER_TYPES } from "../../core/dealers/partners";
import { REGIONS, type Region } from "../../core/regions/regions";
import type { Database } from "../db/client";
import { dealers } from "../db/schema";

const text = (max: number) => z.string().trim().max(max);
const DealerRow = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, "lower-case letters, digits and dashes, at most 64"),
    region: z.enum(REGIONS),
    name: text(120).min(1),
    partnerType: z.enum(PARTNER_TYPES),
    brands: z.array(z.enum(DEALER_BRANDS)).min(1).max(DEALER_BRANDS.length),
    country: z.string().regex(/^[A-Z]{2}$/, "an ISO 3166 alpha-2 code such as DE"),
    stateOrProvince: text(16).default(""),
    city: text(80).min(1),
    postalCode: text(16).default(""),
    address: text(200).min(1),
    phone: text(32).regex(/^[+\d\s().-]*$/, "digits, spaces and + ( ) . -").default(""),
    email: z.union([z.literal(""), z.email()]).default(""),
    website: z.union([z.literal(""), z.url({ protocol: /^https?$/ })]).default(""),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  })
  .strict();
export type DealerRow = z.infer<typeof DealerRow>;

const DealerFile = z.object({ dealers: z.array(z.unknown()).max(20_000) }).strict();

export interface DealerProblem {
  row: string;
  field: string;
  message: string;
}

export type ParsedDealers = { ok: true; rows: DealerRow[] } | { ok: false; problems: DealerProblem[] };

/** Brands each region offers (the categories' availability): a partner carries only those. */
const offeredBrands = (() => {
  const categories = defaultCategories();
  return (region: Region) => new Set(categories.filter((category) => category.regions.includes(region)).map((category) => category.code as string));
})();

export function parseDealerFile(content: string): ParsedDealers {
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch (error) {
    return { ok: false, problems: [{ row: "file", field: "", message: `not valid JSON: ${(error as Error).message}` }] };
  }
  const file = DealerFile.safeParse(json);
  if (!file.success) return { ok: false, problems: file.error.issues.map((issue) => ({ row: "file", field: issue.path.join("."), message: issue.message })) };
  const problems: DealerProblem[] = [];
  const rows: DealerRow[] = [];
  const ids = new Set<string>();
  file.data.dealers.forEach((raw, index) => {
    const row = `dealers[${index}]`;
    const parsed = DealerRow.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push({ row, field: issue.path.join("."), message: issue.message });
      return;
    }
    const dealer = parsed.data;
    if (ids.has(dealer.id)) problems.push({ row, field: "id", message: `${dealer.id} appears twice` });
    ids.add(dealer.id);
    const offered = offeredBrands(dealer.region);
    for (const brand of dealer.brands) if (!offered.has(brand)) problems.push({ row, field: "brands", message: `${brand} is not offered in region ${dealer.region}` });
    rows.push(dealer);
  });
  return problems.length ? { ok: false, problems } : { ok: true, rows };
}

/** Replaces the partners of every region the rows name (all or nothing); returns how many were written. */
export async function writeDealers(db: Database, rows: readonly DealerRow[]): Promise<number> {
  const regions = [...new Set(rows.map((row) => row.region))];
  await db.transaction(async (tx) => {
    if (regions.length) await tx.delete(dealers).where(inArray(dealers.region, regions));
    // Chunks keep each statement well under PostgreSQL's parameter limit.
    for (let i = 0; i < rows.length; i += 500) await tx.insert(dealers).values(rows.slice(i, i + 500).map((row) => ({ ...row, brands: [...row.brands] })));
  });
  return rows.length;
}

export type DealerImportResult = { ok: true; written: number; dryRun: boolean } | { ok: false; problems: DealerProblem[] };

export async function importDealers(db: Database, content: string, options: { dryRun?: boolean } = {}): Promise<DealerImportResult> {
  const parsed = parseDealerFile(content);
  if (!parsed.ok) return parsed;
  if (options.dryRun) return { ok: true, written: 0, dryRun: true };
  return { ok: true, written: await writeDealers(db, parsed.rows), dryRun: false };
}

export function formatDealerProblems(problems: readonly DealerProblem[], limit = 100): string {
  const lines = problems.slice(0, limit).map((p) => `  ${p.row}${p.field ? `, ${p.field}` : ""}: ${p.message}`);
  if (problems.length > limit) lines.push(`  … and ${problems.length - limit} more`);
  return lines.join("\n");
}
