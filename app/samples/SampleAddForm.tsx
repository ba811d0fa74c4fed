import { useFetcher } from "react-router";
import { ReturnToField } from "../forms/ReturnToField";
import { sectionPath } from "../../core/routing/region-path";
import { CSRF_FIELD_NAME } from "../forms/csrf-field-name";
import { useRootData, useT } from "../i18n/use-i18n";
import { setSampleCount, useVisitor } from "../likes/visitor-store";
import { useEffect } from "react";

interface AddResult {
  ok: boolean;
  count?: number;
  errors?: Partial<Record<string, string>>;
}

/** A size a product's sample comes in, with its label as the server wrote it ("Chip, 50 × 50 mm"). */
export interface SampleOption {
  code: string;
  label: string;
}

/**
 * "Order a sample" on a product page: a form that posts to the sample cart, so it works before
 * and without JavaScript (the cart page then shows the result, or the error beside the option).
 * Once hydrated it posts in the background and says so here, with the error beside the field.
 * The page is public and cached: the CSRF token comes from the visitor endpoint.
 */
export function SampleAddForm({ contentId, options }: { contentId: string; options: readonly SampleOption[] }) {
  const t = useT();
  const { region, locale } = useRootData();
  const visitor = useVisitor(region);
  const fetcher = useFetcher<AddResult>({ key: `sample:${contentId}` });
  const action = sectionPath("samples", region, "cart", locale);
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const optionError = result?.errors?.option;
  const formError = result?.errors?.form;
  const id = `sample-option-${contentId}`;
  useEffect(() => {
    if (result?.ok && result.count !== undefined) setSampleCount(result.count);
  }, [result]);
  return (
    <fetcher.Form method="post" action={action} noValidate className="sample-product-form">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="contentId" value={contentId} />
      <ReturnToField />
      <input type="hidden" name={CSRF_FIELD_NAME} value={visitor?.csrf ?? ""} />
      {visitor ? <input type="hidden" name="js" value="1" /> : null}
      {options.length ? (
        <div className={optionError ? "field field--invalid" : "field"}>
          <label htmlFor={id}>{t("samples.option")}</label>
          <select id={id} name="option" defaultValue="" aria-invalid={optionError ? true : undefined} aria-describedby={optionError ? `${id}-error` : undefined}>
            <option value="">{t("samples.optionPlaceholder")}</option>
            {options.map(({ code, label }) => (
              <option key={code} value={code}>
                {label}
              </option>
            ))}
          </select>
          {optionError ? (
            <p className="field__error" id={`${id}-error`}>
              {t("form.error.selectOption")}
            </p>
          ) : null}
        </div>
      ) : null}
      <button type="submit" className="button button--primary">
        {t("product.orderSample")}
      </button>
      <div role="status" className="sample-product-status">
        {result?.ok ? (
          <p>
            {t("samples.added")} <a href={action}>{t("samples.viewCart")}</a>
          </p>
        ) : formError === "samples.limit" ? (
          <p>
            {t("samples.limit", { count: (result as { count?: number }).count ?? 0 })} <a href={action}>{t("samples.viewCart")}</a>
          </p>
        ) : formError ? (
          <p>{t("form.error.invalid")}</p>
        ) : null}
      </div>
    </fetcher.Form>
  );
}
