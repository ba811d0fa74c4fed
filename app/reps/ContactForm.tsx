import { Form } from "react-router";
import type { FormFailure } from "../forms/form-action.server";
import type { MessageKey } from "../../core/i18n/translate";
import { useT } from "../i18n/use-i18n";
import { Field } from "../forms/Field";
import { FormErrors } from "../forms/FormErrors";
import { CsrfField } from "../forms/CsrfField";
import { CONTACT_LIMITS } from "../../core/reps/contact-form";

/**
 * The contact request form: a real POST (works before hydration), errors beside the fields.
 * After a failed post the same idempotency key is sent again, so the form stays one request.
 */
export function ContactForm({ action, csrf, idempotencyKey, failed }: { action: string; csrf: string; idempotencyKey: string; failed: FormFailure | null }) {
  const t = useT();
  const errors = failed?.errors;
  const values = failed?.values ?? {};
  const key = values.idempotencyKey && /^[A-Za-z0-9_-]{32,64}$/.test(values.idempotencyKey) ? values.idempotencyKey : idempotencyKey;
  const optional = (label: string) => `${label} ${t("contact.optional")}`;
  const messageError = errors?.message;
  const consentError = errors?.consent;
  return (
    <Form method="post" action={action} noValidate reloadDocument className="contact-form">
      <CsrfField token={csrf} />
      <input type="hidden" name="intent" value="send" />
      <input type="hidden" name="idempotencyKey" value={key} />
      <FormErrors errors={errors} retryAfterMinutes={failed?.retryAfterMinutes} />
      <Field name="name" label={t("contact.name")} autoComplete="name" required maxLength={CONTACT_LIMITS.name} defaultValue={values.name} error={errors?.name} />
      <Field name="email" type="email" label={t("contact.email")} autoComplete="email" required defaultValue={values.email} error={errors?.email} />
      <div className="contact-form__pair">
        <Field name="phone" type="tel" label={optional(t("contact.phone"))} autoComplete="tel" maxLength={CONTACT_LIMITS.phone} defaultValue={values.phone} error={errors?.phone} />
        <Field name="postalCode" label={optional(t("contact.postalCode"))} autoComplete="postal-code" maxLength={CONTACT_LIMITS.postalCode} defaultValue={values.postalCode} error={errors?.postalCode} />
      </div>
      <Field name="company" label={optional(t("contact.company"))} autoComplete="organization" maxLength={CONTACT_LIMITS.company} defaultValue={values.company} error={errors?.company} />
      <div className={messageError ? "field field--invalid" : "field"}>
        <label htmlFor="field-message">{t("contact.message")}</label>
        <textarea id="field-message" name="message" rows={6} required maxLength={CONTACT_LIMITS.message} defaultValue={values.message} aria-invalid={messageError ? true : undefined} aria-describedby={messageError ? "field-message-error" : undefined} />
        {messageError ? (
          <p className="field__error" id="field-message-error">
            {t(messageError as MessageKey)}
          </p>
        ) : null}
      </div>
      <div className={consentError ? "field field--invalid contact-form__consent" : "field contact-form__consent"}>
        <input id="field-consent" type="checkbox" name="consent" value="yes" defaultChecked={values.consent === "yes"} aria-invalid={consentError ? true : undefined} aria-describedby={consentError ? "field-consent-error" : undefined} />
        <label htmlFor="field-consent">{t("contact.consent")}</label>
        {consentError ? (
          <p className="field__error" id="field-consent-error">
            {t(consentError as MessageKey)}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button--primary">
        {t("contact.send")}
      </button>
    </Form>
  );
}
