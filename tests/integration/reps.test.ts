/**
 * Sales reps and contact requests on both engines: the seed fills an empty table once; an import
 * replaces every rep, and a bad file (one bad row among good ones) writes nothing and says why; a
 * contact request and its two mails commit together, a double submit makes one request, and the
 * per-address limit holds.
 */
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client";
import { contactRequests, mailOutbox, salesReps } from "../../server/db/schema";
import { importReps } from "../../server/reps/import-reps";
import { demoRepsFile } from "../../server/demo-data";
import { seedRepsIfEmpty } from "../../server/reps/seed-reps";
import { RepsService } from "../../server/reps/reps-service";
import { CONTACT_LIMIT } from "../../server/reps/contact-requests";
import { parseRepQuery } from "../../core/reps/territory-match";
import { REFERENCE_PATTERN } from "../../core/reps/reference";
import { newToken } from "../../server/security/tokens";
import { ENGINES } from "../support/databases";

const goodRep = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  region: "us",
  name: `Rep ${id}`,
  email: `${id}@reps.example.com`,
  phone: "+1 214 555 0199",
  territory: "Texas",
  country: "US",
  states: ["TX", "Texas"],
  postalPrefixes: ["750-799"],
  cities: ["Dallas"],
  lines: ["HIMACS_COLOR"],
  ...extra,
});

const input = (extra: Partial<Record<string, string>> = {}) => ({
  name: "Robin <b>Fabricator</b>",
  email: "robin@example.com",
  phone: "",
  company: "",
  postalCode: "75201",
  message: "Need <script>alert(1)</script> quotes",
  consent: "yes" as const,
  idempotencyKey: newToken(),
  ...extra,
});

describe.each(ENGINES)("sales reps on $name", (engine) => {
  let handle: DatabaseHandle;
  let dispose: () => Promise<void>;
  const repCount = async () => (await handle.db.select({ n: count() }).from(salesReps))[0]!.n;

  beforeAll(async () => {
    ({ handle, dispose } = await engine.open());
  });
  afterAll(async () => dispose?.());

  it("seeds an empty table once, and never over reps already there", async () => {
    expect(await seedRepsIfEmpty(handle.db)).toBe(true);
    const seeded = await repCount();
    expect(seeded).toBe((JSON.parse(await demoRepsFile()) as { reps: unknown[] }).reps.length);
    expect(await seedRepsIfEmpty(handle.db)).toBe(false);
    expect(await repCount()).toBe(seeded);
  });

  it("replaces every rep with a good file", async () => {
    const result = await importReps(handle.db, JSON.stringify({ reps: [goodRep("us-a", { territoryNames: { es: "Tejas" } }), goodRep("us-b", { lines: ["PRD_FLOORING"] })] }));
    expect(result).toEqual({ ok: true, count: 2, byRegion: { us: 2 } });
    const [named] = await handle.db.select({ territoryNames: salesReps.territoryNames }).from(salesReps).where(eq(salesReps.id, "us-a"));
    expect(named?.territoryNames).toEqual({ es: "Tejas" });
    const found = await new RepsService(handle.db).search("us", parseRepQuery("us", "75201"), null);
    expect(found.map((rep) => rep.id).sort()).toEqual(["us-a", "us-b"]);
  });

  it("writes nothing from a file with one bad row, and names each problem", async () => {
    const bad = JSON.stringify({
      reps: [
        goodRep("us-c"),
        goodRep("us-d", { email: "not-an-address", lines: ["BENIF_COLOR"] }),
        goodRep("us-c"),
        goodRep("us-e", { postalPrefixes: ["799-750"] }),
        goodRep("us-f", { territoryNames: { klingon: "Texas" } }),
      ],
    });
    const result = await importReps(handle.db, bad);
    expect(result.ok).toBe(false);
    const errors = result.ok ? [] : result.errors;
    expect(errors.some((e) => e.startsWith("rep 2 (us-d): email"))).toBe(true);
    expect(errors.some((e) => e.includes("BENIF_COLOR is not a product line offered in us"))).toBe(true);
    expect(errors.some((e) => e.startsWith("rep 3 (us-c): id: used by an earlier rep"))).toBe(true);
    expect(errors.some((e) => e.includes("799-750"))).toBe(true);
    expect(errors.some((e) => e.startsWith("rep 5 (us-f): territoryNames"))).toBe(true);
    expect(await importReps(handle.db, "{ not json")).toMatchObject({ ok: false, errors: [expect.stringContaining("not valid JSON")] });
    expect(await importReps(handle.db, JSON.stringify({ reps: [] }))).toMatchObject({ ok: false });
    // The reps of the last good import are all still there.
    expect((await handle.db.select({ id: salesReps.id }).from(salesReps)).map((r) => r.id).sort()).toEqual(["us-a", "us-b"]);
  });

  it("stores a request with both mails in one step, once per form", async () => {
    let kicked = 0;
    const service = new RepsService(handle.db, { onMail: () => kicked++ });
    const form = input();
    const request = {
      region: "us" as const,
      locale: "en-US",
      target: { kind: "rep" as const, repId: "us-a" },
      input: form,
      ip: "203.0.113.7",
      userId: null,
      mails: (reference: string) => [
        { to: "us-a@reps.example.com", subject: `Request ${reference}`, text: form.message },
        { to: form.email, subject: `Ack ${reference}`, text: "thanks" },
      ],
    };
    const first = await service.contact(request);
    const second = await service.contact(request);
    expect(first).toMatchObject({ ok: true, created: true });
    expect(second).toEqual({ ok: true, reference: first.ok ? first.reference : "", created: false });
    expect(first.ok && REFERENCE_PATTERN.test(first.reference)).toBe(true);
    const rows = await handle.db.select().from(contactRequests).where(eq(contactRequests.idempotencyKey, form.idempotencyKey));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "rep", repId: "us-a", status: "new", message: form.message, region: "us" });
    const reference = first.ok ? first.reference : "";
    const mails = await handle.db.select().from(mailOutbox);
    expect(mails.filter((m) => m.subject.endsWith(reference)).map((m) => m.toAddress).sort()).toEqual(["robin@example.com", "us-a@reps.example.com"]);
    expect(kicked).toBe(1);
  });

  it("queues no mail when the request cannot be stored", async () => {
    const service = new RepsService(handle.db);
    const before = (await handle.db.select({ n: count() }).from(mailOutbox))[0]!.n;
    const form = input();
    // A recipient that could add headers makes the outbox refuse: the request rolls back with it.
    await expect(service.contact({ region: "us", locale: "en-US", target: { kind: "category", line: "HIMACS_COLOR" }, input: form, ip: "203.0.113.8", userId: null, mails: () => [{ to: "a@example.com\r\nBcc: b@example.com", subject: "x", text: "y" }] })).rejects.toThrow();
    expect((await handle.db.select({ n: count() }).from(mailOutbox))[0]!.n).toBe(before);
    expect(await handle.db.select().from(contactRequests).where(eq(contactRequests.idempotencyKey, form.idempotencyKey))).toEqual([]);
  });

  it("limits new requests per address", async () => {
    const service = new RepsService(handle.db);
    const send = () => service.contact({ region: "us", locale: "en-US", target: { kind: "category", line: "HIMACS_COLOR" }, input: input(), ip: "198.51.100.9", userId: null, mails: () => [] });
    for (let i = 0; i < CONTACT_LIMIT.max; i++) expect((await send()).ok).toBe(true);
    const limited = await send();
    expect(limited.ok).toBe(false);
    expect(limited.ok ? 0 : limited.retryAfterMinutes).toBeGreaterThan(0);
  });
});
