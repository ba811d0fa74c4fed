/**
 * Sample orders against the cart they empty, on both engines: one cart gives one order however
 * many tabs send it at once, each with its own form (its own idempotency key). On PostgreSQL the
 * submits run on several pooled connections at once, as from several server processes.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db/client";
import { mailOutbox, sampleOrderItems, sampleOrders } from "../../server/db/schema";
import { SampleCartStore } from "../../server/samples/cart-store";
import { SampleOrderService, type OrderLine } from "../../server/samples/order-service";
import { newToken } from "../../server/security/tokens";
import type { CheckoutInput } from "../../core/samples/checkout-form";
import { ENGINES } from "../support/databases";

const input = (email: string): CheckoutInput => ({
  name: "Ada Tab",
  company: "",
  email,
  phone: "+1 555 010 0199",
  addressLine1: "1 Main Street",
  addressLine2: "",
  city: "Springfield",
  stateOrProvince: "IL",
  postalCode: "62701",
  country: "US",
  profession: "architect",
  notes: "",
  consent: "yes",
  idempotencyKey: newToken(),
});

describe.each(ENGINES)("sample orders on $name", (engine) => {
  let handle: DatabaseHandle;
  let dispose: () => Promise<void>;
  let carts: SampleCartStore;
  let orders: SampleOrderService;

  beforeAll(async () => {
    ({ handle, dispose } = await engine.open());
    carts = new SampleCartStore(handle.db);
    orders = new SampleOrderService(handle.db, carts);
  });
  afterAll(async () => dispose?.());

  it("makes one order of one cart sent from four tabs at once", async () => {
    const owner = { guestToken: newToken() };
    const lines: OrderLine[] = [
      { contentId: "10100263", option: "chip-50", itemNumber: "S028", name: "Alpine White" },
      { contentId: "10100264", option: "", itemNumber: "S034", name: "Cream" },
    ];
    for (const line of lines) expect((await carts.add(owner, "us", line, 5)).ok).toBe(true);
    const email = `tabs.${Date.now()}@example.com`;
    // Each tab read the cart when it rendered its checkout form, and sends its own key.
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, tab) =>
        orders.submit({ region: "us", locale: "en-US", owner, userId: null, input: input(email), lines, ip: `10.20.0.${tab}`, mail: ({ reference, lines: ordered = lines }) => ({ subject: reference, text: ordered.map((line) => line.name).join(", ") }) }),
      ),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(answers.filter((answer) => !answer.ok)).toEqual(Array.from({ length: 3 }, () => ({ ok: false, reason: "empty" })));
    const stored = await handle.db.select({ id: sampleOrders.id }).from(sampleOrders).where(eq(sampleOrders.email, email));
    expect(stored).toHaveLength(1);
    expect(await handle.db.select().from(sampleOrderItems).where(eq(sampleOrderItems.orderId, stored[0]!.id))).toHaveLength(2);
    expect(await handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).toHaveLength(1);
    expect(await carts.lines(owner)).toEqual([]);
  });

  it("orders only what is still in the cart, and mails what was ordered", async () => {
    const owner = { guestToken: newToken() };
    const lines: OrderLine[] = [
      { contentId: "10100265", option: "", itemNumber: "S040", name: "Kept" },
      { contentId: "10100266", option: "", itemNumber: "S041", name: "Removed in another tab" },
    ];
    for (const line of lines) await carts.add(owner, "us", line, 5);
    await carts.remove(owner, lines[1]!);
    const email = `partial.${Date.now()}@example.com`;
    const answer = await orders.submit({ region: "us", locale: "en-US", owner, userId: null, input: input(email), lines, ip: "10.21.0.1", mail: ({ reference, lines: ordered = lines }) => ({ subject: reference, text: ordered.map((line) => line.name).join(", ") }) });
    expect(answer.ok).toBe(true);
    const [mail] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(mail!.textBody).toBe("Kept");
    const [order] = await handle.db.select({ id: sampleOrders.id }).from(sampleOrders).where(eq(sampleOrders.email, email));
    expect(await handle.db.select({ n: sql<number>`count(*)::int` }).from(sampleOrderItems).where(eq(sampleOrderItems.orderId, order!.id))).toEqual([{ n: 1 }]);
  });
});
