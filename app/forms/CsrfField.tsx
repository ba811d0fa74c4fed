import { CSRF_FIELD_NAME } from "./csrf-field-name";

/** The form's CSRF token (server/security/csrf.ts), on private pages that render it. */
export function CsrfField({ token }: { token: string }) {
  return <input type="hidden" name={CSRF_FIELD_NAME} value={token} />;
}
