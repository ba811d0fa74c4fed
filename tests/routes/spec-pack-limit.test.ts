/**
 * The likes' spec pack PDF is typeset on the shared render worker (about 11 s for 200 products),
 * so each account may have only a few typeset an hour, from whichever addresses it asks.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../../server/accounts/sessions";
import { users } from "../../server/db/schema";
import { SPEC_PACK_RENDERS } from "../../server/likes/likes-service";
import { hit } from "../../server/security/rate-limit";
import { sharedInProcessSite, type InProcessSite } from "../support/in-process-site";

let site: InProcessSite;
beforeAll(async () => {
  site = await sharedInProcessSite();
});

describe("spec pack renders per account", () => {
  it("answers 429 with Retry-After once the account's renders of the hour are spent, whatever the address", async () => {
    const userId = randomUUID();
    await site.db.insert(users).values({ id: userId, email: `pack.${Date.now()}@example.com`, name: "Pat", passwordHash: "unused", emailVerifiedAt: new Date() });
    await site.services.likes.add(userId, "10100263");
    const session = await createSession(site.db, userId);
    // The hour's renders, already typeset from other addresses.
    const limit = SPEC_PACK_RENDERS(userId);
    for (let i = 0; i < limit.max; i++) await hit(site.db, limit);
    const answer = await site.fetch("/gl/account/likes/spec-pack.pdf", { headers: { cookie: `sid=${session}` }, clientIp: "192.0.2.77" });
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain/);
    // The CSV costs no render: it is still served.
    const csv = await site.fetch("/gl/account/likes/spec-pack.csv", { headers: { cookie: `sid=${session}` }, clientIp: "192.0.2.78" });
    expect(csv.status).toBe(200);
  });
});
