/**
 * The text fields of every form (accounts, sample checkout, contact requests), validated with zod:
 * trimmed, bounded, and free of control characters, which nobody types and which could break a
 * mail header. Line breaks and tabs are allowed only in a multi-line field (a textarea). Errors are
 * message keys, shown beside the field in the visitor's language; each form names its own.
 */
import { z } from "zod";
import type { MessageKey } from "../i18n/locale-files";

/** C0 and C1 control characters other than tab, line feed and carriage return. */
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const LINE_BREAKS = /[\t\n\r]/;

export interface TextFieldOptions {
  max: number;
  required: boolean;
  /** A textarea: line breaks and tabs are part of the text. */
  multiline?: boolean;
  /** The message for a value over `max`. */
  tooLong: MessageKey;
  /** The message for control characters (or line breaks in a one-line field). */
  characters: MessageKey;
}

/** A required field answers `form.error.required` when empty; an optional one is "" when absent. */
export function textField({ max, required, multiline = false, tooLong, characters }: TextFieldOptions) {
  const base = z
    .string({ error: "form.error.required" })
    .trim()
    .max(max, { error: tooLong })
    .refine((value) => !CONTROLS.test(value) && (multiline || !LINE_BREAKS.test(value)), { error: characters });
  return required ? base.refine((value) => value.length > 0, { error: "form.error.required" }) : z.string().optional().default("").pipe(base);
}
