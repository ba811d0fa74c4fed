/**
 * Each page form's longest valid post fits its route's body limit (server/http/body-limit.ts):
 * every free-text field at its maximum length in a 3-byte script (Japanese), which a browser
 * percent-encodes to 9 bytes a character, the worst case of any valid text.
 */
import { describe, expect, it } from "vitest";
import { CONTACT_LIMITS, ContactRequestForm } from "../../core/reps/contact-form";
import { checkoutFormFor } from "../../core/samples/checkout-form";
import { bodyLimitFor, FORM_BODY_BYTES } from "../../server/http/body-limit";

const wide = (length: number) => "漢".repeat(length);
const TOKEN = "A".repeat(43);
const bytesOf = (fields: Record<string, string>) => Buffer.byteLength(new URLSearchParams(fields).toString());

describe("page form body limits", () => {
  it("takes the longest valid contact request", () => {
    const fields = {
      csrf: TOKEN,
      intent: "send",
      idempotencyKey: TOKEN,
      name: wide(CONTACT_LIMITS.name),
      email: `${"a".repeat(64)}@${"b".repeat(63)}.example.com`,
      phone: "+81 3 1234 5678",
      company: wide(CONTACT_LIMITS.company),
      postalCode: wide(CONTACT_LIMITS.postalCode),
      message: wide(CONTACT_LIMITS.message),
      consent: "yes",
    };
    expect(ContactRequestForm.safeParse(fields).success).toBe(true);
    // Over the plain form limit: the contact page needs its longer one.
    expect(bytesOf(fields)).toBeGreaterThan(FORM_BODY_BYTES);
    expect(bytesOf(fields)).toBeLessThanOrEqual(bodyLimitFor("/jp/contact/request"));
  });

  it("takes the longest valid sample checkout", () => {
    const fields = {
      csrf: TOKEN,
      intent: "checkout",
      idempotencyKey: TOKEN,
      name: wide(100),
      company: wide(120),
      email: `${"a".repeat(64)}@${"b".repeat(63)}.example.com`,
      phone: "+81 (3) 1234-5678-9012",
      addressLine1: wide(120),
      addressLine2: wide(120),
      city: wide(80),
      stateOrProvince: wide(80),
      postalCode: "100-0001",
      country: "JP",
      profession: "architect",
      notes: wide(1000),
      consent: "yes",
    };
    expect(checkoutFormFor("jp").safeParse(fields).success).toBe(true);
    expect(bytesOf(fields)).toBeLessThanOrEqual(bodyLimitFor("/jp/samples/cart"));
  });

  it("keeps every other page form to 16 kB", () => {
    for (const path of ["/gl/account/sign-in", "/us/account/profile", "/gl/products/compare", "/us/staff/sample-orders/SMP-US-7K3F9Q"]) expect(bodyLimitFor(path)).toBe(FORM_BODY_BYTES);
  });
});
