/**
 * The account forms' fields, validated with zod on the server. Errors are message keys, so the
 * page shows each in the visitor's language beside its field. Emails are compared in one form:
 * trimmed and lower-cased.
 */
import { z } from "zod";
import { textField } from "../forms/text-field";

export const PASSWORD_MIN = 8;
/** Long enough for any passphrase; short enough that hashing it costs nothing unusual. */
export const PASSWORD_MAX = 128;

export const normaliseEmail = (value: string) => value.trim().toLowerCase();

/** An email address as every form takes it (accounts, checkout, contact requests): trimmed, lower-cased. */
export const emailField = z
  .string({ error: "form.error.required" })
  .trim()
  .min(1, { error: "form.error.required" })
  .max(254, { error: "form.error.email" })
  .pipe(z.email({ error: "form.error.email" }))
  .transform(normaliseEmail);
const email = emailField;

const name = textField({ max: 100, required: true, tooLong: "form.error.nameLength", characters: "form.error.nameCharacters" });

const newPassword = z
  .string({ error: "form.error.required" })
  .min(1, { error: "form.error.required" })
  .min(PASSWORD_MIN, { error: "form.error.passwordShort" })
  .max(PASSWORD_MAX, { error: "form.error.passwordLong" });

const password = z.string({ error: "form.error.required" }).min(1, { error: "form.error.required" }).max(PASSWORD_MAX, { error: "form.error.passwordLong" });

const optional = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined));

export const SignUpForm = z.object({ name, email, password: newPassword, returnTo: optional, like: optional });
export const SignInForm = z.object({ email, password, returnTo: optional, like: optional });
export const ForgotPasswordForm = z.object({ email });
export const ResetPasswordForm = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { error: "form.error.resetLink" }), password: newPassword });
/** The verify page's post: the mailed token, and the new address when the link changes one. */
export const VerifyEmailForm = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { error: "form.error.verifyLink" }),
  email: z.string().max(254).optional().transform((value) => (value ? normaliseEmail(value) : undefined)),
  like: optional,
});
/** The undo link's post (mailed to the old address after a change): token and the old address. */
export const UndoEmailChangeForm = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { error: "form.error.verifyLink" }),
  email: z.string({ error: "form.error.verifyLink" }).max(254).transform(normaliseEmail),
});
/**
 * The current password, asked before a change of email or password and before deletion. It may be
 * left empty just after a sign-in (server/accounts/reauth.ts decides); a typed one must be right.
 */
const currentPassword = z
  .string()
  .max(PASSWORD_MAX, { error: "form.error.passwordLong" })
  .optional()
  .transform((value) => (value ? value : undefined));

export const ProfileForm = z.object({ name, email, currentPassword });
export const ChangePasswordForm = z.object({ currentPassword, password: newPassword });
export const DeleteAccountForm = z.object({ currentPassword });
/** An "End" button of the signed-in devices list: the session's id hash (SHA-256, base64url). */
export const EndSessionForm = z.object({ session: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: "form.error.invalid" }) });

export type FieldErrors = Partial<Record<string, string>>;

/**
 * The first error of each field, as a message key: the schema's own (`contact.error.consent`) where
 * `isMessageKey` knows it, else the generic one (zod's own English messages are never shown).
 */
export function fieldErrorsOf(error: z.ZodError, isMessageKey: (message: string) => boolean): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= isMessageKey(issue.message) ? issue.message : "form.error.invalid";
  }
  return errors;
}

/** A form's fields as plain strings (files and repeated fields are not part of any account form). */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string" && !(key in fields)) fields[key] = value;
  return fields;
}
