import { useEffect, useRef } from "react";
import type { MessageKey } from "../../core/i18n/translate";
import { useT } from "../i18n/use-i18n";

/**
 * The errors of a posted form: a summary (an alert for screen readers) and, once shown, focus on
 * the first invalid field, or on the summary when the error belongs to the whole form.
 */
export function FormErrors({ errors, retryAfterMinutes }: { errors: Partial<Record<string, string>> | undefined; retryAfterMinutes?: number | undefined }) {
  const t = useT();
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!errors) return;
    // After the page's own focus handling (a new page focuses its main region).
    const timer = setTimeout(() => {
      const form = summary.current?.closest("form");
      const first = form?.querySelector<HTMLElement>("[aria-invalid=true]");
      (first ?? summary.current)?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [errors]);
  if (!errors || Object.keys(errors).length === 0) return null;
  const fieldCount = Object.keys(errors).filter((field) => field !== "form").length;
  const formError = errors.form;
  return (
    <div className="form-errors" role="alert" tabIndex={-1} ref={summary}>
      {formError ? <p>{formError === "form.error.tooManyAttempts" ? t("form.error.tooManyAttempts", { count: retryAfterMinutes ?? 1 }) : t(formError as MessageKey)}</p> : null}
      {fieldCount ? <p>{t("form.errorSummary", { count: fieldCount })}</p> : null}
    </div>
  );
}
