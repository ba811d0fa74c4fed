/**
 * The staff pages over HTTP against a server of their own (the built site on a PGlite folder
 * prepared with accounts, sessions, orders and requests before it starts): who may enter, what a
 * transition writes or refuses, a double click applied once, CSRF, escaping, the CSV exports and
 * the audit log, read from the database after the server has stopped.
 */
import { rmSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client";
import { auditLog, mailOutbox, orderTransitions, sampleOrders } from "../../server/db/schema";
import { copyPgliteTemplate } from "../support/databases";
import { startOwnServer, type OwnServer } from "../support/own-server";
import { insertContactRequest, insertOrder, insertSession, insertUser } from "../support/staff-fixtures";

const HOSTILE = `<img src=x onerror="alert(1)">`;

class Client {
  cookies = new Map<string, string>();
  constructor(
    public base: string,
    session?: string,
  ) {
    if (session) this.cookies.set("sid", session);
  }
  async request(pathAndQuery: string, form?: Record<string, string>, headers: Record<string, string> = {}) {
    const all: Record<string, string> = { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "), ...headers };
    if (form) Object.assign(all, { "content-type": "application/x-www-form-urlencoded", origin: this.base, "sec-fetch-site": "same-origin", ...headers });
    const body = form ? new URLSearchParams({ csrf: this.cookies.get("csrf") ?? "", ...form }).toString() : undefined;
    const response = await fetch(`${this.base}${pathAndQuery}`, { method: form ? "POST" : "GET", headers: all, body, redirect: "manual" });
    for (const cookie of response.headers.getSetCookie()) {
      const [name, value] = cookie.split(";")[0]!.split("=");
      if (/Max-Age=0/.test(cookie)) this.cookies.delete(name!);
      else this.cookies.set(name!, value!);
    }
    return response;
  }
}

const dataDir = copyPgliteTemplate();
let server: OwnServer;
const fixtures = {} as {
  staffId: string;
  staffToken: string;
  staleToken: string;
  visitorToken: string;
  confirmed: string;
  racing: string;
  hostile: string;
  refusedId: string;
  request: string;
};

beforeAll(async () => {
  const database = await openDatabase({ pgliteDir: dataDir });
  const db = database.db;
  const staff = await insertUser(db, { role: "staff", name: "Sam Staff" });
  const visitor = await insertUser(db, { name: "Val Visitor" });
  fixtures.staffId = staff.id;
  fixtures.staffToken = await insertSession(db, staff.id, 1);
  fixtures.staleToken = await insertSession(db, staff.id, 20);
  fixtures.visitorToken = await insertSession(db, visitor.id, 1);
  const confirmed = await insertOrder(db, { status: "confirmed", region: "us", reference: "SO-HTTP-CONFIRMED" });
  fixtures.confirmed = confirmed.reference;
  fixtures.refusedId = confirmed.id;
  fixtures.racing = (await insertOrder(db, { region: "jp", reference: "SO-HTTP-RACE" })).reference;
  fixtures.hostile = (await insertOrder(db, { region: "gl", locale: "fr", reference: "SO-HTTP-HOSTILE", name: HOSTILE, notes: `Ring twice ${HOSTILE}`, status: "confirmed" })).reference;
  await insertOrder(db, { region: "ru", reference: "SO-HTTP-FORMULA", name: "=2+3" });
  fixtures.request = (await insertContactRequest(db, { region: "cn", kind: "rep", name: HOSTILE, message: `Call me ${HOSTILE}` })).reference;
  await database.close();
  server = await startOwnServer({}, dataDir);
});

afterAll(async () => {
  await server?.stop();
  server?.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

const staffClient = () => new Client(server.url, fixtures.staffToken);
const orderPath = (reference: string) => `/gl/staff/sample-orders/${reference}`;

describe("who may open the staff pages", () => {
  it("sends a signed-out visitor to sign-in, coming back to the same list and filters", async () => {
    const response = await new Client(server.url).request("/gl/staff/sample-orders?status=shipped");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/gl/account/sign-in?returnTo=${encodeURIComponent("/gl/staff/sample-orders?status=shipped")}`);
  });

  it("answers 403 to a signed-in visitor without the staff role, on pages, exports and posts", async () => {
    const visitor = new Client(server.url, fixtures.visitorToken);
    const page = await visitor.request("/gl/staff/sample-orders");
    expect(page.status).toBe(403);
    // Errors other than 404 are never stored by anyone (server/http/response-policy.ts).
    expect(page.headers.get("cache-control")).toBe("no-store");
    const html = await page.text();
    expect(html).toContain("For staff only");
    expect(html).not.toContain("SO-HTTP-CONFIRMED");
    expect((await visitor.request(orderPath(fixtures.confirmed))).status).toBe(403);
    expect((await visitor.request("/gl/staff/sample-orders/export.csv")).status).toBe(403);
    expect((await visitor.request("/jp/staff/contact-requests")).status).toBe(403);
    const post = await visitor.request(orderPath(fixtures.confirmed), { intent: "transition", from: "confirmed", to: "shipped" });
    expect(post.status).toBe(403);
  });

  it("asks staff whose sign-in is older than fifteen minutes to sign in again, then come back", async () => {
    const stale = new Client(server.url, fixtures.staleToken);
    const response = await stale.request("/gl/staff/contact-requests?kind=rep");
    expect(response.status).toBe(302);
    const location = response.headers.get("location")!;
    expect(location).toBe(`/gl/account/sign-in?returnTo=${encodeURIComponent("/gl/staff/contact-requests?kind=rep")}&reauth=1`);
    const signIn = await stale.request(location);
    expect(signIn.status).toBe(200);
    expect(await signIn.text()).toContain("Staff pages need a recent sign-in. Please sign in again to continue.");
    const post = await stale.request(orderPath(fixtures.confirmed), { intent: "transition", from: "confirmed", to: "shipped" });
    expect(post.status).toBe(303);
    expect(post.headers.get("location")).toContain("reauth=1");
  });
});

describe("staff pages", () => {
  it("links staff, and only staff, to their pages from the account page", async () => {
    const staffPage = await (await staffClient().request("/gl/account/profile")).text();
    expect(staffPage).toContain('href="/gl/staff/sample-orders"');
    expect(staffPage).toContain('href="/gl/staff/contact-requests"');
    const visitorPage = await (await new Client(server.url, fixtures.visitorToken).request("/gl/account/profile")).text();
    expect(visitorPage).toContain("Val Visitor");
    expect(visitorPage).not.toContain("/staff/");
  });

  it("list every region's orders, private and noindex, filtered by a GET form", async () => {
    const client = staffClient();
    const all = await client.request("/gl/staff/sample-orders");
    expect(all.status).toBe(200);
    expect(all.headers.get("cache-control")).toBe("private, no-store");
    const html = await all.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    for (const reference of ["SO-HTTP-CONFIRMED", "SO-HTTP-RACE", "SO-HTTP-HOSTILE"]) expect(html).toContain(reference);
    const jp = await (await client.request("/gl/staff/sample-orders?region=jp&status=submitted")).text();
    expect(jp).toContain("SO-HTTP-RACE");
    expect(jp).not.toContain("SO-HTTP-CONFIRMED");
    const japanese = await (await client.request("/jp/staff/sample-orders?region=us")).text();
    expect(japanese).toContain("サンプル注文");
    expect(japanese).toContain("SO-HTTP-CONFIRMED");
    // Junk in the query is ignored, never an error.
    expect((await client.request("/gl/staff/sample-orders?region=%3Cx%3E&status=lost&page=-4")).status).toBe(200);
  });

  it("show what visitors typed escaped, on lists and detail pages", async () => {
    const client = staffClient();
    for (const pagePath of ["/gl/staff/sample-orders", orderPath(fixtures.hostile), "/gl/staff/contact-requests", `/gl/staff/contact-requests/${fixtures.request}`]) {
      const html = await (await client.request(pagePath)).text();
      expect(html, pagePath).toContain("&lt;img src=x onerror=");
      expect(html, pagePath).not.toContain(HOSTILE);
    }
  });

  it("refuse a move the order cannot make, with a clear message, and write nothing", async () => {
    const client = staffClient();
    await client.request(orderPath(fixtures.confirmed));
    const response = await client.request(orderPath(fixtures.confirmed), { intent: "transition", from: "confirmed", to: "delivered" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("The order cannot take that step from its current status. Nothing was written.");
    expect(html).toContain("Mark as shipped");
  });

  it("apply three simultaneous clicks on the same move once", async () => {
    const client = staffClient();
    await client.request(orderPath(fixtures.racing));
    const responses = await Promise.all([0, 1, 2].map(() => client.request(orderPath(fixtures.racing), { intent: "transition", from: "submitted", to: "confirmed" })));
    expect(responses.map((r) => r.status).sort()).toEqual([303, 400, 400]);
    const page = await (await client.request(orderPath(fixtures.racing))).text();
    expect(page.match(/Submitted to Confirmed, by Sam Staff/g)).toHaveLength(1);
  });

  it("refuse staff posts without the right CSRF token or from another site, and write nothing", async () => {
    const client = staffClient();
    await client.request(orderPath(fixtures.hostile));
    const move = { intent: "transition", from: "confirmed", to: "cancelled" };
    expect((await client.request(orderPath(fixtures.hostile), { ...move, csrf: "wrong-token-0123456789abcdefghij" })).status).toBe(403);
    expect((await client.request(orderPath(fixtures.hostile), move, { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await client.request(orderPath(fixtures.hostile), move, { origin: "https://evil.example" })).status).toBeGreaterThanOrEqual(400);
    const page = await (await client.request(orderPath(fixtures.hostile))).text();
    expect(page).toContain("Cancel the order");
    expect(page).not.toContain("Confirmed to Cancelled");
  });

  it("move an order on and set a contact request's status", async () => {
    const client = staffClient();
    await client.request(orderPath(fixtures.hostile));
    const moved = await client.request(orderPath(fixtures.hostile), { intent: "transition", from: "confirmed", to: "shipped" });
    expect(moved.status).toBe(303);
    const after = await (await client.request(moved.headers.get("location")!)).text();
    expect(after).toContain("The order is now: Shipped.");
    expect(after).toContain("Mark as delivered");
    const requestPath = `/gl/staff/contact-requests/${fixtures.request}`;
    const saved = await client.request(requestPath, { intent: "status", status: "closed" });
    expect(saved.status).toBe(303);
    expect(await (await client.request(saved.headers.get("location")!)).text()).toContain("The status is saved.");
    expect((await client.request(requestPath, { intent: "status", status: "archived" })).status).toBe(400);
  });

  it("export the filtered lists as CSV, private and formula-safe", async () => {
    const client = staffClient();
    const response = await client.request("/gl/staff/sample-orders/export.csv?region=ru");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="sample-orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const csv = await response.text();
    const lines = csv.replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines[0]).toBe("Reference,Received,Region,Name,Email,Country,Samples,Status");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^SO-HTTP-FORMULA,.*,ru,'=2\+3,/);
    const requests = await (await client.request("/gl/staff/contact-requests/export.csv?kind=rep&lang=de")).text();
    expect(requests).toContain("Referenz");
    expect(requests).toContain(fixtures.request);
  });
});

describe("after the server stops", () => {
  it("the database holds one transition, one mail and one audit row per applied move, and the exports' audit rows", async () => {
    await server.stop();
    const database = await openDatabase({ pgliteDir: dataDir });
    try {
      const db = database.db;
      const orderId = async (reference: string) => (await db.select({ id: sampleOrders.id }).from(sampleOrders).where(eq(sampleOrders.reference, reference)))[0]!.id;
      const racing = await orderId(fixtures.racing);
      expect(await db.select().from(orderTransitions).where(eq(orderTransitions.orderId, racing))).toHaveLength(2);
      expect((await db.select().from(auditLog).where(eq(auditLog.targetId, racing))).map((r) => [r.actor, r.action])).toEqual([[fixtures.staffId, "order.transition"]]);
      expect(await db.select().from(auditLog).where(eq(auditLog.targetId, fixtures.refusedId))).toEqual([]);
      const hostile = (await db.select().from(sampleOrders).where(eq(sampleOrders.reference, fixtures.hostile)))[0]!;
      expect(hostile.status).toBe("shipped");
      const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, hostile.email));
      expect(mail!.subject).toBe(`Votre commande d’échantillons ${fixtures.hostile} : Expédiée`);
      expect(mail!.htmlBody).toContain("&#60;img src=x onerror=&#34;alert(1)&#34;&#62;");
      expect(mail!.htmlBody).not.toContain("<img");
      const actions = (await db.select().from(auditLog)).map((r) => r.action);
      expect(actions).toEqual(expect.arrayContaining(["orders.export", "requests.export", "request.status"]));
    } finally {
      await database.close();
    }
  });
});
