/** A browser-like HTTP client for the sample pages: cookies kept, same-origin posts with the CSRF token. */
export class SampleClient {
  cookies = new Map<string, string>();
  constructor(public base: string) {}

  async request(path: string, form?: Record<string, string>, headers: Record<string, string> = {}) {
    const all: Record<string, string> = { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "), ...headers };
    if (form) all["content-type"] = "application/x-www-form-urlencoded";
    if (form) {
      all.origin ??= this.base;
      all["sec-fetch-site"] ??= "same-origin";
    }
    const body = form ? new URLSearchParams({ csrf: this.cookies.get("csrf") ?? "", ...form }).toString() : undefined;
    const response = await fetch(`${this.base}${path}`, { method: form ? "POST" : "GET", headers: all, body, redirect: "manual" });
    for (const cookie of response.headers.getSetCookie()) {
      const [name, value] = cookie.split(";")[0]!.split("=");
      if (/Max-Age=0/.test(cookie)) this.cookies.delete(name!);
      else this.cookies.set(name!, value!);
    }
    return response;
  }

  /** Loads the cart page (sets the CSRF cookie); the idempotency key its checkout form carries, if any. */
  async cartKey(region = "us"): Promise<string | null> {
    const html = await (await this.request(`/${region}/samples/cart`)).text();
    return /name="idempotencyKey" value="([A-Za-z0-9_-]{43})"/.exec(html)?.[1] ?? null;
  }

  /** Content ids of a category offered in the region. */
  async products(region: string, category: string, count: number): Promise<string[]> {
    const list = (await (await this.request(`/${region}/api/products?category=${category}&pageSize=${count}`)).json()) as { items: Array<{ contentId: string }> };
    return list.items.map((item) => item.contentId);
  }
}

export const validCheckout = (idempotencyKey: string, overrides: Record<string, string> = {}): Record<string, string> => ({
  intent: "checkout",
  idempotencyKey,
  name: "Rita Stone",
  company: "Stone & Co",
  email: "rita@example.com",
  phone: "+1 212 555 0100",
  addressLine1: "1 Quartz Street",
  addressLine2: "",
  city: "New York",
  stateOrProvince: "NY",
  postalCode: "10001",
  country: "US",
  profession: "architect",
  notes: "Kitchen worktops",
  consent: "yes",
  ...overrides,
});
