import { Form } from "react-router";
import type { MessageKey } from "../../core/i18n/translate";
import type { Locale, Region } from "../../core/regions/regions";
import { CsrfField } from "../forms/CsrfField";
import { Field } from "../forms/Field";
import { FormErrors } from "../forms/FormErrors";
import { useT } from "../i18n/use-i18n";
import type { CartFailure } from "./cart-actions.server";

interface CheckoutFormProps {
  csrf: string;
  idempotencyKey: string;
  countries: Array<{ code: string; name: string }>;
  professions: readonly string[];
  prefill: { name: string; email: string } | null;
  failure: CartFailure | undefined;
  limit: number;
  region: Region;
  locale: Locale;
}

/**
 * The checkout: a plain form (works before hydration), validated on the server, each error beside
 * its field. It carries the key made when it was rendered, so posting it twice makes one order.
 */
export function CheckoutForm({ csrf, idempotencyKey, countries, professions, prefill, failure, limit }: CheckoutFormProps) {
  const t = useT();
  const errors = failure?.errors;
  const values = failure?.values ?? {};
  const value = (name: string, fallback = "") => values[name] ?? fallback;
  const text = (name: string, autoComplete: string, extra: { type?: string; required?: boolean; maxLength?: number; fallback?: string } = {}) => (
    <Field
      id={`checkout-${name}`}
      name={name}
      type={extra.type ?? "text"}
      label={t(`samples.field.${name}` as MessageKey)}
      autoComplete={autoComplete}
      required={extra.required ?? true}
      maxLength={extra.maxLength ?? 120}
      defaultValue={value(name, extra.fallback)}
      error={errors?.[name]}
    />
  );
  const formError = errors?.form;
  return (
    <section className="account-section sample-checkout" aria-labelledby="checkout-heading">
      <h2 id="checkout-heading">{t("samples.checkout")}</h2>
      <Form method="post" noValidate reloadDocument>
        <CsrfField token={csrf} />
        <input type="hidden" name="intent" value="checkout" />
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        {formError === "samples.limit" ? (
          <p className="form-errors" role="alert">
            {t("samples.limit", { count: failure?.count ?? limit })}
          </p>
        ) : (
          <FormErrors errors={errors} retryAfterMinutes={failure?.count} />
        )}
        {text("name", "name", { maxLength: 100, fallback: prefill?.name ?? "" })}
        {text("company", "organization", { required: false })}
        {text("email", "email", { type: "email", maxLength: 254, fallback: prefill?.email ?? "" })}
        {text("phone", "tel", { type: "tel", maxLength: 30 })}
        <fieldset className="sample-address">
          <legend>{t("samples.address")}</legend>
          {text("addressLine1", "address-line1")}
          {text("addressLine2", "address-line2", { required: false })}
          {text("city", "address-level2", { maxLength: 80 })}
          {text("stateOrProvince", "address-level1", { required: false, maxLength: 80 })}
          {text("postalCode", "postal-code", { maxLength: 16 })}
          <Select name="country" label={t("samples.field.country")} value={value("country", countries.length === 1 ? countries[0]!.code : "")} error={errors?.country} placeholder={countries.length > 1 ? t("samples.field.country") : undefined} options={countries.map((c) => ({ value: c.code, label: c.name }))} autoComplete="country" />
        </fieldset>
        <Select name="profession" label={t("samples.field.profession")} value={value("profession")} error={errors?.profession} placeholder={t("samples.professionPlaceholder")} options={professions.map((p) => ({ value: p, label: t(`samples.profession.${p}` as MessageKey) }))} />
        <div className={errors?.notes ? "field field--invalid" : "field"}>
          <label htmlFor="checkout-notes">{t("samples.field.notes")}</label>
          <textarea id="checkout-notes" name="notes" rows={4} maxLength={1000} defaultValue={value("notes")} aria-invalid={errors?.notes ? true : undefined} aria-describedby={errors?.notes ? "checkout-notes-error" : undefined} />
          {errors?.notes ? (
            <p className="field__error" id="checkout-notes-error">
              {t(errors.notes as MessageKey)}
            </p>
          ) : null}
        </div>
        <div className={errors?.consent ? "field field--invalid field--check" : "field field--check"}>
          <input id="checkout-consent" type="checkbox" name="consent" value="yes" defaultChecked={values.consent === "yes"} aria-invalid={errors?.consent ? true : undefined} aria-describedby={errors?.consent ? "checkout-consent-error" : undefined} />
          <label htmlFor="checkout-consent">{t("samples.field.consent")}</label>
          {errors?.consent ? (
            <p className="field__error" id="checkout-consent-error">
              {t(errors.consent as MessageKey)}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button button--primary">
          {t("samples.submit")}
        </button>
      </Form>
    </section>
  );
}

function Select({ name, label, value, error, placeholder, options, autoComplete }: { name: string; label: string; value: string; error?: string | undefined; placeholder?: string | undefined; options: Array<{ value: string; label: string }>; autoComplete?: string }) {
  const t = useT();
  const id = `checkout-${name}`;
  return (
    <div className={error ? "field field--invalid" : "field"}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value} autoComplete={autoComplete} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
        {placeholder ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {t(error as MessageKey)}
        </p>
      ) : null}
    </div>
  );
}
