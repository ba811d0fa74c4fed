/**
 * The forms' shared text fields (core/forms/text-field.ts) as the checkout, contact and account
 * forms use them: line breaks only where the visitor types in a textarea, no control characters
 * anywhere, and each form's own messages.
 */
import { describe, expect, it } from "vitest";
import { checkoutFormFor } from "../../core/samples/checkout-form";
import { ContactRequestForm } from "../../core/reps/contact-form";
import { SignUpForm, fieldErrorsOf } from "../../core/accounts/account-forms";
import { isMessageKey } from "../../core/i18n/catalogues";

const checkout = (fields: Record<string, string>) =>
  checkoutFormFor("us").safeParse({
    name: "Rita Stone",
    company: "",
    email: "rita@example.com",
    phone: "+1 212 555 0100",
    addressLine1: "1 Quartz Street",
    city: "New York",
    stateOrProvince: "NY",
    postalCode: "10001",
    country: "US",
    profession: "architect",
    consent: "yes",
    idempotencyKey: "a".repeat(43),
    ...fields,
  });
const contact = (fields: Record<string, string>) =>
  ContactRequestForm.safeParse({ name: "Robin", email: "robin@example.com", message: "A quote, please.", consent: "yes", idempotencyKey: "k".repeat(43), ...fields });
const errorsOf = (result: { success: boolean; error?: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("form text fields", () => {
  it("keep the lines of a textarea: checkout notes and a contact message", () => {
    const order = checkout({ notes: "Kitchen worktops\r\nand a bathroom\tvanity" });
    expect(order.success && order.data.notes).toBe("Kitchen worktops\r\nand a bathroom\tvanity");
    const request = contact({ message: "First line\nsecond line" });
    expect(request.success && request.data.message).toBe("First line\nsecond line");
  });

  it("refuse a line break in a one-line field, with the form's own message", () => {
    expect(errorsOf(checkout({ city: "New\nYork" }))).toEqual({ city: "form.error.invalid" });
    expect(errorsOf(contact({ company: "Stone\r\nBcc: x@example.com" }))).toEqual({ company: "contact.error.characters" });
    expect(errorsOf(SignUpForm.safeParse({ name: "Tess\nBcc: x@example.com", email: "tess@example.com", password: "a fine passphrase" }))).toEqual({ name: "form.error.nameCharacters" });
  });

  it("refuse control characters even in a textarea", () => {
    expect(errorsOf(checkout({ notes: "bell\u0007" }))).toEqual({ notes: "form.error.invalid" });
    expect(errorsOf(contact({ message: "escape\u001b[31m" }))).toEqual({ message: "contact.error.characters" });
    expect(errorsOf(contact({ message: "C1\u0085" }))).toEqual({ message: "contact.error.characters" });
  });

  it("ask for a required field left empty or blank, and bound every length", () => {
    expect(errorsOf(checkout({ name: "   " }))).toEqual({ name: "form.error.required" });
    expect(errorsOf(contact({ message: "" }))).toEqual({ message: "form.error.required" });
    expect(errorsOf(checkout({ notes: "x".repeat(1001) }))).toEqual({ notes: "form.error.tooLong" });
    expect(errorsOf(contact({ company: "x".repeat(121) }))).toEqual({ company: "contact.error.tooLong" });
    expect(errorsOf(SignUpForm.safeParse({ name: "x".repeat(101), email: "tess@example.com", password: "a fine passphrase" }))).toEqual({ name: "form.error.nameLength" });
    // Optional fields may be absent, and are then empty.
    const order = checkout({});
    expect(order.success && [order.data.company, order.data.notes, order.data.addressLine2]).toEqual(["", "", ""]);
  });
});

describe("field errors shown beside the fields", () => {
  it("keep each form's own message, and turn anything that is no message key into the generic one", () => {
    const request = contact({ consent: "", phone: "call me", email: "not-an-email" });
    expect(request.success).toBe(false);
    expect(fieldErrorsOf(request.error!, isMessageKey)).toEqual({ consent: "contact.error.consent", phone: "contact.error.phone", email: "form.error.email" });
    // zod's own English ("Invalid input: expected string") is never shown.
    const missing = ContactRequestForm.safeParse({});
    expect(Object.values(fieldErrorsOf(missing.error!, isMessageKey)).every((key) => key !== undefined && isMessageKey(key))).toBe(true);
  });
});
