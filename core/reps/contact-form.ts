/**
 * The contact request form's fields, validated with zod on the server; errors are message keys
 * shown beside each field in the visitor's language. Lengths are bounded so no field can carry a
 * document, and control characters are refused where a value may reach a mail header.
 */
import { z } from "zod";
import { emailField } from "../accounts/account-forms";

export const CONTACT_LIMITS = { name: 100, company: 120, phone: 40, postalCode: 12, message: 2000 } as const;

const noControls = (value: string) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value);
const required = (max: number) =>
  z
    .string({ error: "form.error.required" })
    .trim()
    .min(1, { error: "form.error.required" })
    .max(max, { error: "contact.error.tooLong" })
    .refine(noControls, { error: "contact.error.characters" });
const optional = (max: number) => z.string().trim().max(max, { error: "contact.error.tooLong" }).refine(noControls, { error: "contact.error.characters" }).optional().default("");

export const ContactRequestForm = z.object({
  name: required(CONTACT_LIMITS.name).refine((value) => !/[\r\n\t]/.test(value), { error: "contact.error.characters" }),
  email: emailField,
  phone: optional(CONTACT_LIMITS.phone).refine((value) => value === "" || /^\+?[0-9 ().\/-]{5,}$/.test(value), { error: "contact.error.phone" }),
  company: optional(CONTACT_LIMITS.company),
  postalCode: optional(CONTACT_LIMITS.postalCode).refine((value) => /^[\p{L}\p{N} -]*$/u.test(value), { error: "contact.error.postalCode" }),
  message: required(CONTACT_LIMITS.message),
  consent: z.literal("yes", { error: "contact.error.consent" }),
  /** One per form render: a second submit of the same form finds the first request. */
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{32,64}$/, { error: "contact.error.expired" }),
});
export type ContactRequestInput = z.infer<typeof ContactRequestForm>;

/** Who a request goes to, from the form page's query: `?rep=<id>` or `?category=<family code>`. */
export const REP_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;
