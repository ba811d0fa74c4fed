/**
 * One way for every form action: read the posted fields, dispatch on `intent`, validate with zod,
 * and answer field errors with 400 (never a thrown error) so the page shows them beside the fields.
 */
import { data } from "react-router";
import type { z } from "zod";
import { fieldErrorsOf, formFields, type FieldErrors } from "../../core/accounts/account-forms";
import { isMessageKey } from "../../core/i18n/catalogues";

/** The one result of a failed form post: what every action answers with 400 (or 429), and every form reads. */
export interface FormFailure {
  ok: false;
  intent: string;
  errors: FieldErrors;
  retryAfterMinutes?: number;
  /** What the visitor typed (never passwords), to fill the form again. */
  values: Record<string, string>;
}

const SECRET_FIELDS = /password|csrf|token/i;

export async function readForm(request: Request): Promise<{ intent: string; fields: Record<string, string> }> {
  const fields = formFields(await request.formData());
  return { intent: fields.intent ?? "", fields };
}

export function failure(intent: string, fields: Record<string, string>, errors: FieldErrors, retryAfterMinutes?: number) {
  const values = Object.fromEntries(Object.entries(fields).filter(([key]) => !SECRET_FIELDS.test(key) && key !== "intent"));
  const body: FormFailure = { ok: false, intent, errors, values, ...(retryAfterMinutes ? { retryAfterMinutes } : {}) };
  return data(body, { status: retryAfterMinutes ? 429 : 400 });
}

/** Parses the fields with the schema: the typed value, or the failure to return. */
export function parseFields<S extends z.ZodType>(schema: S, intent: string, fields: Record<string, string>): { value: z.infer<S> } | { failure: ReturnType<typeof failure> } {
  const parsed = schema.safeParse(fields);
  return parsed.success ? { value: parsed.data } : { failure: failure(intent, fields, fieldErrorsOf(parsed.error, isMessageKey)) };
}
