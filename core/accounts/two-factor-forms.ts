/**
 * The second factor's forms: a six-digit code from an authenticator app (RFC 6238), or one of the
 * ten recovery codes shown at enrolment. Spaces and a missing hyphen are forgiven, case too.
 */
import { z } from "zod";
import { PASSWORD_MAX } from "./account-forms";

/** Recovery codes: ten characters of an alphabet without 0/o, 1/i/l, shown as `xxxxx-xxxxx`. */
export const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const RECOVERY = new RegExp(`^[${RECOVERY_ALPHABET}]{5}-?[${RECOVERY_ALPHABET}]{5}$`);
const TOTP = /^\d{6}$/;

export type SecondFactorCode = { kind: "totp"; code: string } | { kind: "recovery"; code: string };

/** Reads what a person typed as a code: a TOTP, a recovery code, or nothing valid. */
export function readCode(value: string): SecondFactorCode | null {
  const compact = value.replace(/\s+/g, "").toLowerCase();
  if (TOTP.test(compact)) return { kind: "totp", code: compact };
  if (RECOVERY.test(compact)) return { kind: "recovery", code: `${compact.replace("-", "").slice(0, 5)}-${compact.replace("-", "").slice(5)}` };
  return null;
}

const code = z
  .string({ error: "form.error.required" })
  .max(40, { error: "twoFactor.error.code" })
  .transform((value, ctx) => {
    if (value.trim() === "") {
      ctx.addIssue({ code: "custom", message: "form.error.required" });
      return z.NEVER;
    }
    const parsed = readCode(value);
    if (!parsed) {
      ctx.addIssue({ code: "custom", message: "twoFactor.error.code" });
      return z.NEVER;
    }
    return parsed;
  });

/** Only an authenticator's code confirms an enrolment: it proves the app holds the secret. */
const appCode = code.refine((value) => value.kind === "totp", { error: "twoFactor.error.appCode" });

export const SecondFactorForm = z.object({ challenge: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { error: "twoFactor.error.expired" }), code });
export const EnrolForm = z.object({ code: appCode });
export const DisableForm = z.object({ currentPassword: z.string({ error: "form.error.required" }).min(1, { error: "form.error.required" }).max(PASSWORD_MAX, { error: "form.error.passwordLong" }), code });
