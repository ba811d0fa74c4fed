/**
 * Imports the sales representatives from a JSON file (the demo reps' format, `demo/reps/`): every
 * row is validated with zod first, and only a file without a single problem replaces the table,
 * in one transaction, so a bad file writes nothing and a crash mid-way leaves the old reps.
 */
import { z } from "zod";
import { REGIONS } from "../../core/regions/regions";
import { CONTENT_LANGUAGES } from "../../core/catalogue/enums";
import { isLineOffered } from "../../core/reps/lines";
import { REP_ID } from "../../core/reps/contact-form";
import type { SalesRep } from "../../core/reps/rep";
import type { Database } from "../db/client";
import { salesReps } from "../db/schema";
import { assertSafeHeaders } from "../mail/outbox";

const text = (max: number) => z.string().trim().min(1).max(max);
const PREFIX = /^(?:[A-Z]{2}:)?(?:[0-9A-Z]{1,6}(?:-[0-9A-Z]{1,6})?)?$/;

const RepRow = z
  .object({
    id: z.string().regex(REP_ID, "lower-case letters, digits and hyphens, at most 64"),
    region: z.enum(REGIONS),
    name: text(100),
    email: z.email().max(254),
    phone: z.string().trim().regex(/^\+?[0-9 ().-]{5,30}$/, "digits, spaces, + ( ) . - only"),
    territory: text(120),
    territoryNames: z.partialRecord(z.enum(CONTENT_LANGUAGES), text(120)).default({}),
    country: z.string().regex(/^[A-Z]{2}$/, "an ISO 3166 alpha-2 code such as DE"),
    states: z.array(text(80)).max(200).default([]),
    postalPrefixes: z.array(z.string().regex(PREFIX, "a prefix (750), a range (750-799) or a country (BE: or BE:1)")).max(500).default([]),
    cities: z.array(text(80)).max(200).default([]),
    lines: z.array(z.string()).min(1, "at least one product line"),
  })
  .superRefine((rep, ctx) => {
    for (const line of rep.lines) {
      if (!isLineOffered(rep.region, line)) ctx.addIssue({ code: "custom", path: ["lines"], message: `${line} is not a product line offered in ${rep.region}` });
    }
    for (const range of rep.postalPrefixes) {
      const [low, high] = range.replace(/^[A-Z]{2}:/, "").split("-");
      if (high !== undefined && (low!.length !== high.length || low! > high)) ctx.addIssue({ code: "custom", path: ["postalPrefixes"], message: `${range}: a range needs two prefixes of one length, low first` });
    }
    if (rep.postalPrefixes.length + rep.states.length + rep.cities.length === 0) ctx.addIssue({ code: "custom", path: ["postalPrefixes"], message: "a rep needs postal prefixes, states or cities to be found" });
    try {
      assertSafeHeaders({ to: rep.email, subject: "" });
    } catch {
      ctx.addIssue({ code: "custom", path: ["email"], message: "one bare address" });
    }
  });

const RepFile = z.object({ note: z.string().optional(), reps: z.array(z.unknown()).min(1, "the file names no reps").max(10_000) });

export type RepImportResult = { ok: true; count: number; byRegion: Record<string, number> } | { ok: false; errors: string[] };

/** Validates a rep file's text: the reps, or every problem found (row number, id, field, what is wrong). */
export function parseRepFile(content: string): { ok: true; reps: SalesRep[] } | { ok: false; errors: string[] } {
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch (error) {
    return { ok: false, errors: [`not valid JSON: ${(error as Error).message}`] };
  }
  const file = RepFile.safeParse(json);
  if (!file.success) return { ok: false, errors: file.error.issues.map((issue) => `${issue.path.join(".") || "file"}: ${issue.message}`) };
  const errors: string[] = [];
  const reps: SalesRep[] = [];
  const seen = new Set<string>();
  file.data.reps.forEach((raw, index) => {
    const row = RepRow.safeParse(raw);
    const label = `rep ${index + 1}${typeof (raw as { id?: unknown })?.id === "string" ? ` (${(raw as { id: string }).id.slice(0, 64)})` : ""}`;
    if (!row.success) {
      for (const issue of row.error.issues) errors.push(`${label}: ${issue.path.join(".") || "row"}: ${issue.message}`);
      return;
    }
    if (seen.has(row.data.id)) errors.push(`${label}: id: used by an earlier rep`);
    seen.add(row.data.id);
    reps.push(row.data as SalesRep);
  });
  return errors.length ? { ok: false, errors } : { ok: true, reps };
}

/** Replaces every rep with the file's, or writes nothing and answers the problems. */
export async function importReps(db: Database, content: string): Promise<RepImportResult> {
  const parsed = parseRepFile(content);
  if (!parsed.ok) return parsed;
  await db.transaction(async (tx) => {
    await tx.delete(salesReps);
    // Batches keep each statement well under PostgreSQL's parameter limit.
    for (let start = 0; start < parsed.reps.length; start += 500) await tx.insert(salesReps).values(parsed.reps.slice(start, start + 500));
  });
  const byRegion: Record<string, number> = {};
  for (const rep of parsed.reps) byRegion[rep.region] = (byRegion[rep.region] ?? 0) + 1;
  return { ok: true, count: parsed.reps.length, byRegion };
}
