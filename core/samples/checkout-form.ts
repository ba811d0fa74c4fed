/**
 * The checkout form, validated with zod on the server. Errors are message keys shown beside their
 * fields. The postal code is checked for the chosen country (postcode-validator); the country must
 * be one the region ships to.
 */
import { z } from "zod";
import { postcodeValidator, postcodeValidatorExistsForCountry } from "postcode-validator";
import { emailField } from "../accounts/account-forms";
import { textField } from "../forms/text-field";
import type { Region } from "../regions/regions";
import { shippingCountriesOf } from "./countries";
import { PROFESSIONS } from "./professions";

/** The key a checkout form carries: 256 random bits, base64url (server/security/tokens.ts). */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{43}$/;

const text = (max: number, required: boolean, multiline = false) => textField({ max, required, multiline, tooLong: "form.error.tooLong", characters: "form.error.invalid" });

const email = emailField;

/** Digits with the usual separators and an optional leading +: 6 to 20 digits. */
const phone = z
  .string({ error: "form.error.required" })
  .trim()
  .min(1, { error: "form.error.required" })
  .max(30, { error: "form.error.phone" })
  .refine((value) => /^\+?[0-9 ()./-]+$/.test(value) && (value.match(/[0-9]/g)?.length ?? 0) >= 6 && (value.match(/[0-9]/g)?.length ?? 0) <= 20, { error: "form.error.phone" });

export function checkoutFormFor(region: Region) {
  const countries = shippingCountriesOf(region) as [string, ...string[]];
  return z
    .object({
      name: text(100, true),
      company: text(120, false),
      email,
      phone,
      addressLine1: text(120, true),
      addressLine2: text(120, false),
      city: text(80, true),
      stateOrProvince: text(80, false),
      postalCode: text(16, true),
      country: z.enum(countries, { error: "form.error.country" }),
      profession: z.enum(PROFESSIONS, { error: "form.error.profession" }),
      notes: text(1000, false, true),
      consent: z.literal("yes", { error: "form.error.consent" }),
      idempotencyKey: z.string().regex(IDEMPOTENCY_KEY, { error: "form.error.invalid" }),
    })
    .superRefine((value, context) => {
      for (const [path, message] of Object.entries(addressErrors(value))) context.addIssue({ code: "custom", path: [path], message });
    });
}

/**
 * The checks that depend on the country. Also run on their own when other fields fail (zod runs an
 * object's refinement only once every field passed), so every error shows at the first submit.
 */
export function addressErrors(fields: Partial<Record<"postalCode" | "country" | "stateOrProvince", string>>): Record<string, string> {
  const errors: Record<string, string> = {};
  const country = fields.country ?? "";
  const postalCode = fields.postalCode?.trim() ?? "";
  if (postalCode && /^[A-Z]{2}$/.test(country) && postcodeValidatorExistsForCountry(country) && !postcodeValidator(postalCode, country)) errors.postalCode = "form.error.postalCode";
  // US states and Canadian provinces are part of every address there.
  if ((country === "US" || country === "CA") && !fields.stateOrProvince?.trim()) errors.stateOrProvince = "form.error.required";
  return errors;
}

export type CheckoutInput = z.infer<ReturnType<typeof checkoutFormFor>>;

