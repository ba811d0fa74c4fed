/** The form field that carries the CSRF token; the server reads the same name (server/security/csrf.ts). */
export const CSRF_FIELD_NAME = "csrf";
