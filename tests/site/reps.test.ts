/**
 * The rep finder and the contact form over HTTP against the built site, with its own server
 * mailing a real SMTP sink: results for a ZIP code, the no-match message, malformed parameters
 * that never give a 5xx, CSRF refused, HTML escaped on the confirmation page and in the mail, a
 * double submit that makes one request, and the per-address limit.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOwnServer, type OwnServer } from "../support/own-server";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";

let server: OwnServer;
let sink: SmtpSink;

class Client {
  cookies = new Map<string, string>();
  async request(path: string, init: RequestInit & { form?: Record<string, string> } = {}) {
    const headers = new Headers(init.headers);
    headers.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    let body: string | undefined;
    if (init.form) {
      headers.set("content-type", "application/x-www-form-urlencoded");
      if (!headers.has("origin")) headers.set("origin", server.url);
      body = new URLSearchParams(init.form).toString();
    }
    const response = await fetch(`${server.url}${path}`, { ...init, headers, body, method: init.form ? "POST" : (init.method ?? "GET"), redirect: "manual" });
    for (const cookie of response.headers.getSetCookie()) {
      const [name, value] = cookie.split(";")[0]!.split("=");
      this.cookies.set(name!, value!);
    }
    return response;
  }
  /** Opens the form to a target; the fields a browser would post with it. */
  async openForm(query: string) {
    const html = await (await this.request(`/us/contact/request?${query}`)).text();
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(html)?.[1];
    if (!key) throw new Error(`no form in: ${html.slice(0, 500)}`);
    return { csrf: this.cookies.get("csrf")!, intent: "send", idempotencyKey: key };
  }
}

const visitor = { name: "Robin Fabricator", email: "robin@example.com", phone: "+1 214 555 0100", company: "Stoneworks", postalCode: "75201", message: "Please quote a kitchen island.", consent: "yes" };
const referenceIn = (html: string) => /REQ-US-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(html)?.[0];

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startOwnServer({ SMTP_URL: sink.url });
});
afterAll(async () => {
  await server?.stop();
  server?.dispose();
  await sink?.close();
});

describe("the rep finder", () => {
  it("lists the reps of a ZIP code's territory with phone, email and a contact link, privately", async () => {
    const response = await fetch(`${server.url}/us/contact/sales-representatives?q=75201`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/private|no-store/);
    const html = await response.text();
    expect(html).toContain("Rosa Delgado");
    expect(html).toContain("Wyatt Hensley");
    expect(html).toContain('href="tel:+12145550118"');
    expect(html).toContain('href="mailto:rosa.delgado@reps.example.com"');
    expect(html).toContain('href="/us/contact/request?rep=us-texas-surfaces"');
    expect(html).toContain("2 representatives for “75201”");
  });

  it("names a GL territory in the visitor's language", async () => {
    const territoryOf = async (query: string) => {
      const html = await (await fetch(`${server.url}/gl/contact/sales-representatives?q=DE+10115&line=HIMACS_COLOR${query}`)).text();
      return /<dt>[^<]+<\/dt><dd( lang="[a-z]+")?>([^<]+)<\/dd>/.exec(html)!.slice(1);
    };
    expect(await territoryOf("&lang=de")).toEqual([undefined, "Deutschland (Nord und Ost)"]);
    expect(await territoryOf("&lang=fr")).toEqual([undefined, "Allemagne (nord et est)"]);
    expect(await territoryOf("")).toEqual([undefined, "Germany (north and east)"]);
    expect(await territoryOf("&lang=en-GB")).toEqual([undefined, "Germany (north and east)"]);
  });

  it("filters by line and preselects it", async () => {
    const html = await (await fetch(`${server.url}/us/contact/sales-representatives?q=Texas&line=PRD_FLOORING`)).text();
    expect(html).toContain("Wyatt Hensley");
    expect(html).not.toContain("Rosa Delgado");
    expect(html).toMatch(/<option value="PRD_FLOORING" selected="">/);
  });

  it("says when nobody covers a code, and offers the category teams", async () => {
    const html = await (await fetch(`${server.url}/us/contact/sales-representatives?q=00001&line=HIMACS_COLOR`)).text();
    expect(html).toContain("No representative found");
    expect(html).toContain('href="/us/contact/request?category=HIMACS_COLOR"');
  });

  // Renders the rep finder page ten times on the file's own server: up to 5 s on a loaded machine.
  it("answers malformed input with a message, never a 5xx or raw markup", { timeout: 30_000 }, async () => {
    const queries = ["q=%3Cscript%3Ealert(1)%3C%2Fscript%3E", `q=${"9".repeat(5000)}`, "q=%E0%A4%A", "q=1&q=2&line=NOPE", "line=%00", "q=75201&line=HIMACS_COLOR&line=x", "q[]=1", "q=%F0%9F%92%A9"];
    for (const query of queries) {
      const response = await fetch(`${server.url}/us/contact/sales-representatives?${query}`);
      expect(response.status, query).toBeLessThan(500);
      const html = await response.text();
      expect(html, query).not.toContain("<script>alert(1)");
    }
    const html = await (await fetch(`${server.url}/us/contact/sales-representatives?q=%3Cb%3E`)).text();
    expect(html).toContain("in letters and digits only");
    const long = await (await fetch(`${server.url}/us/contact/sales-representatives?q=${"9".repeat(100)}`)).text();
    expect(long).toContain("at most 60 characters");
  });

  it("explains an unknown rep or category instead of failing", async () => {
    for (const query of ["rep=nobody", "rep=..%2F..%2Fetc", "category=BOGUS", "category=BENIF_COLOR", ""]) {
      const response = await fetch(`${server.url}/us/contact/request?${query}`);
      expect(response.status, query).toBe(200);
      expect(await response.text(), query).toContain("We could not find this representative or team");
    }
  });
});

describe("the contact form", () => {
  it("refuses a post with a wrong token or from another site", async () => {
    const client = new Client();
    const form = await client.openForm("rep=us-texas-surfaces");
    const wrongToken = await client.request("/us/contact/request?rep=us-texas-surfaces", { form: { ...visitor, ...form, csrf: "not-the-token-at-all-0123456789" } });
    expect(wrongToken.status).toBe(403);
    const foreign = await client.request("/us/contact/request?rep=us-texas-surfaces", { form: { ...visitor, ...form }, headers: { origin: "https://evil.example" } });
    expect(foreign.status).toBe(403);
    const crossSite = await client.request("/us/contact/request?rep=us-texas-surfaces", { form: { ...visitor, ...form }, headers: { "sec-fetch-site": "cross-site" } });
    expect(crossSite.status).toBe(403);
  });

  it("shows field errors beside the fields with 400", async () => {
    const client = new Client();
    const form = await client.openForm("rep=us-texas-surfaces");
    const response = await client.request("/us/contact/request?rep=us-texas-surfaces", { form: { ...visitor, ...form, email: "not-an-email", consent: "" } });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toMatch(/id="field-email"[^>]*aria-invalid="true"/);
    expect(html).toContain("Please agree so that we may pass your request on");
    expect(html).toContain(`value="${form.idempotencyKey}"`);
  });

  it("escapes HTML on the confirmation page and in both mails", async () => {
    const client = new Client();
    const form = await client.openForm("rep=us-texas-surfaces");
    const hostile = { ...visitor, ...form, name: '<img src=x onerror="alert(1)">', company: "<b>Bold</b>", message: "<script>alert('x')</script> & more" };
    const response = await client.request("/us/contact/request?rep=us-texas-surfaces", { form: hostile });
    expect(response.status).toBe(200);
    const html = await response.text();
    const reference = referenceIn(html);
    expect(reference).toBeDefined();
    expect(html).toContain("Thank you, &lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).not.toContain("<img src=x");
    const toRep = await sink.waitForMail((mail) => mail.to === "rosa.delgado@reps.example.com" && mail.subject.includes(reference!));
    expect(toRep.html).toContain("&#60;script&#62;alert(&#39;x&#39;)&#60;/script&#62; &#38; more");
    expect(toRep.html).toContain("&#60;img src=x");
    expect(toRep.html).not.toMatch(/<script|<img|<b>/);
    expect(toRep.text).toContain("<script>alert('x')</script> & more");
    const ack = await sink.waitForMail((mail) => mail.to === "robin@example.com" && mail.subject.includes(reference!));
    expect(ack.subject).toBe(`We received your request ${reference}`);
    expect(ack.html).not.toMatch(/<script|<img|<b>/);
  });

  it("makes one request of a double submit, and sends a category team's mail", async () => {
    const client = new Client();
    const form = await client.openForm("category=VIATERA_COLOR");
    const fields = { ...visitor, ...form, message: "Double submit test" };
    const [first, second] = await Promise.all([client.request("/us/contact/request?category=VIATERA_COLOR", { form: fields }), client.request("/us/contact/request?category=VIATERA_COLOR", { form: fields })]);
    const references = [referenceIn(await first.text()), referenceIn(await second.text())];
    expect(references[0]).toBeDefined();
    expect(references[1]).toBe(references[0]);
    const again = referenceIn(await (await client.request("/us/contact/request?category=VIATERA_COLOR", { form: fields })).text());
    expect(again).toBe(references[0]);
    await sink.waitForMail((mail) => mail.to === "viatera.us@teams.example.com" && mail.subject.includes(references[0]!));
    await sink.waitForMail((mail) => mail.to === "robin@example.com" && mail.subject.includes(references[0]!));
    // A later request's mails arrive after any duplicate would have: still two for the first.
    const later = await client.openForm("category=VIATERA_COLOR");
    const laterReference = referenceIn(await (await client.request("/us/contact/request?category=VIATERA_COLOR", { form: { ...visitor, ...later } })).text());
    await sink.waitForMail((mail) => mail.to === "viatera.us@teams.example.com" && mail.subject.includes(laterReference!));
    expect(sink.mails.filter((mail) => mail.subject.includes(references[0]!))).toHaveLength(2);
  });

  it("limits new requests per address, with a message and 429", async () => {
    const client = new Client();
    let status = 200;
    let html = "";
    for (let attempt = 0; attempt < 10 && status === 200; attempt++) {
      const form = await client.openForm("rep=us-texas-flooring");
      const response = await client.request("/us/contact/request?rep=us-texas-flooring", { form: { ...visitor, ...form } });
      status = response.status;
      html = await response.text();
    }
    expect(status).toBe(429);
    expect(html).toContain("Too many attempts");
  });
});
