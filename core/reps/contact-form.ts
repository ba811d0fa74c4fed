/**
 * The contact request form's fields, validated with zod on the server; errors are message keys
 * shown beside each field in the visitor's language. Lengths are bounded so no field can carry a
 * document, and control characters are refused where a value may reach a mail header.
 */
import { z } from "zod";
import { emailField } from "../accounts/account-forms";
import { textField } from "../forms/text-field";

export const CONTACT_LIMITS = { name: 100, company: 120, phone: 40, postalCode: 12, message: 2000 } as const;

const field = (max: number, required: boolean, multiline = false) => textField({ max, required, multiline, tooLong: "contact.error.tooLong", characters: "contact.error.characters" });

export const ContactRequestForm = z.object({
  name: field(CONTACT_LIMITS.name, true),
  email: emailField,
  phone: field(CONTACT_LIMITS.phone, false).refine((value) => value === "" || /^\+?[0-9 ().\/-]{5,}$/.test(value), { error: "contact.error.phone" }),
  company: field(CONTACT_LIMITS.company, false),
  postalCode: field(CONTACT_LIMITS.postalCode, false).refine((value) => /^[\p{L}\p{N} -]*$/u.test(value), { error: "contact.error.postalCode" }),
  message: field(CONTACT_LIMITS.message, true, true),
  consent: z.literal("yes", { error: "contact.error.consent" }),
  /** One per form render: a second submit of the same form finds the first request. */
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{32,64}$/, { error: "contact.error.expired" }),
});
export type ContactRequestInput = z.infer<typeof ContactRequestForm>;

/** Who a request goes to, from the form page's query: `?rep=<id>` or `?category=<family code>`. */
export const REP_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;
