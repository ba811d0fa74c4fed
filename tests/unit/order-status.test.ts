import { describe, expect, it } from "vitest";
import { ORDER_STATUSES, canTransition, isFinal, isOrderStatus, nextStatuses } from "../../core/samples/order-status";

describe("sample order status machine", () => {
  it("lets staff confirm or cancel a submitted order, ship or cancel a confirmed one, deliver a shipped one", () => {
    expect(nextStatuses("submitted")).toEqual(["confirmed", "cancelled"]);
    expect(nextStatuses("confirmed")).toEqual(["shipped", "cancelled"]);
    expect(nextStatuses("shipped")).toEqual(["delivered"]);
  });

  it("ends at delivered and cancelled", () => {
    expect(nextStatuses("delivered")).toEqual([]);
    expect(nextStatuses("cancelled")).toEqual([]);
    expect(isFinal("delivered")).toBe(true);
    expect(isFinal("cancelled")).toBe(true);
    expect(isFinal("shipped")).toBe(false);
  });

  it("refuses every other move, including staying put, going back and skipping ahead", () => {
    const allowed = new Set(["submitted>confirmed", "submitted>cancelled", "confirmed>shipped", "confirmed>cancelled", "shipped>delivered"]);
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) expect(canTransition(from, to), `${from}>${to}`).toBe(allowed.has(`${from}>${to}`));
    }
  });

  it("knows nothing of unknown statuses", () => {
    expect(isOrderStatus("lost")).toBe(false);
    expect(nextStatuses("lost")).toEqual([]);
    expect(canTransition("submitted", "lost")).toBe(false);
    expect(canTransition("__proto__", "confirmed")).toBe(false);
  });
});
