import { data, Form, Link, useActionData } from "react-router";
import type { Route } from "./+types/cart-page";
import { pageMeta } from "../../routing/page-meta";
import { pageData } from "../../routing/page-data.server";
import { useRootData, useT } from "../../i18n/use-i18n";
import { CsrfField } from "../../forms/CsrfField";
import { FormErrors } from "../../forms/FormErrors";
import { readForm } from "../../forms/form-action.server";
import { swatchUrl } from "../../../core/catalogue/image-urls";
import { CONTENT_ID } from "../../../core/catalogue/content-id";
import { buildPath } from "../../../core/routing/region-path";
import { shippingCountriesOf } from "../../../core/samples/countries";
import { PROFESSIONS } from "../../../core/samples/professions";
import { newToken } from "../../../server/security/tokens";
import { productForSample, samplesRequest, type CartLineView } from "../../samples/cart-route.server";
import { addToCart, cartFailure, changeOption, checkout, removeLine, type CartFailure } from "../../samples/cart-actions.server";
import { countryName } from "../../../core/regions/country-names";
import { optionLabel } from "../../samples/option-label";
import { CheckoutForm } from "../../samples/CheckoutForm";
import "../../accounts/account.css";
import "../../samples/samples.css";

export async function loader({ context, request }: Route.LoaderArgs) {
  const s = samplesRequest(context);
  const { page, visitor, services } = s;
  const lines: CartLineView[] = [];
  for (const line of await services.samples.carts.lines(await s.owner())) {
    const found = productForSample(context, line.contentId);
    if (found) lines.push({ contentId: line.contentId, option: line.option, options: found.options, name: found.name, itemNumber: found.itemNumber, href: found.href, image: found.image });
  }
  // `?product=` (from a product page's link): offer to add it, with its options.
  const id = new URL(request.url).searchParams.get("product");
  const offered = id && CONTENT_ID.test(id) ? productForSample(context, id) : null;
  const adding = offered && !lines.some((line) => line.contentId === offered.product.contentId) ? { contentId: offered.product.contentId, name: offered.name, options: offered.options } : null;
  const body = {
    page: pageData(page),
    csrf: visitor.csrfToken,
    lines,
    limit: s.limit,
    adding,
    // A new key for every render of the form: its submits (double click, refresh, retry) are one order.
    idempotencyKey: newToken(),
    countries: shippingCountriesOf(page.region).map((code) => ({ code, name: countryName(page.locale, code) })),
    professions: PROFESSIONS,
    prefill: visitor.user ? { name: visitor.user.name, email: visitor.user.email } : null,
    browseHref: buildPath(page.region, "", page.locale),
  };
  return data(body, { headers: s.headers });
}

/** One action, one small function per intent (app/samples/cart-actions.server.ts). */
export async function action({ context, request }: Route.ActionArgs) {
  const s = samplesRequest(context);
  const { intent, fields } = await readForm(request);
  if (intent === "add") return addToCart(context, s, fields);
  if (intent === "option") return changeOption(context, s, fields);
  if (intent === "remove") return removeLine(s, fields);
  if (intent === "checkout") return checkout(context, s, fields);
  return cartFailure(s, intent, fields, { form: "form.error.invalid" });
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { imageBase, region, locale } = useRootData();
  const result = useActionData<typeof action>() as CartFailure | undefined;
  const { page, csrf, lines, limit, adding: offered, idempotencyKey, countries, professions, prefill, browseHref } = loaderData;
  const failed = result && !result.ok ? result : undefined;
  const errorsOf = (intent: string) => (failed?.intent === intent ? failed.errors : undefined);
  // A failed add (no option chosen, the limit) shows its product's form again, with the error.
  const adding = failed?.intent === "add" && failed.adding ? failed.adding : offered;
  const limitReached = lines.length >= limit;
  return (
    <div className="page account-page sample-cart">
      <div>
        <h1>{page.heading}</h1>
        <p>
          {t("samples.count", { count: lines.length })} · {t("samples.limit", { count: limit })}
        </p>
      </div>
      {adding ? (
        <section className="account-section sample-add" aria-labelledby="sample-add-heading">
          <h2 id="sample-add-heading">{t("samples.addTitle", { name: adding.name })}</h2>
          <Form method="post" noValidate reloadDocument>
            <CsrfField token={csrf} />
            <input type="hidden" name="intent" value="add" />
            <input type="hidden" name="contentId" value={adding.contentId} />
            <FormErrors errors={errorsOf("add")?.form === "samples.limit" ? undefined : errorsOf("add")} retryAfterMinutes={failed?.count} />
            {errorsOf("add")?.form === "samples.limit" ? (
              <p className="form-errors" role="alert">
                {t("samples.limit", { count: failed?.count ?? limit })}
              </p>
            ) : null}
            {adding.options.length ? <OptionSelect id="add-option" options={adding.options} value={failed?.values.option ?? ""} error={errorsOf("add")?.option} /> : null}
            <button type="submit" className="button button--primary">
              {t("product.orderSample")}
            </button>
          </Form>
        </section>
      ) : null}
      {lines.length === 0 ? (
        <p>
          {t("samples.empty")} <Link to={browseHref}>{t("samples.browse")}</Link>
        </p>
      ) : (
        <ul className="sample-lines">
          {lines.map((line) => (
            <li key={`${line.contentId}:${line.option}`} className="sample-line">
              <img src={swatchUrl(imageBase, line.image, 160, "webp")} alt="" width={80} height={80} decoding="async" />
              <div className="sample-line__text">
                <Link to={line.href}>{line.name}</Link>
                <span>{line.itemNumber}</span>
                {line.options.length === 0 ? <span>{t("samples.standard")}</span> : null}
              </div>
              {line.options.length ? (
                <Form method="post" reloadDocument className="sample-line__option">
                  <CsrfField token={csrf} />
                  <input type="hidden" name="intent" value="option" />
                  <input type="hidden" name="contentId" value={line.contentId} />
                  <input type="hidden" name="from" value={line.option} />
                  <OptionSelect id={`option-${line.contentId}-${line.option}`} options={line.options} value={line.option} label={`${t("samples.option")}, ${line.name}`} />
                  <button type="submit" className="button button--secondary">
                    {t("samples.update")}
                  </button>
                </Form>
              ) : null}
              <Form method="post" reloadDocument>
                <CsrfField token={csrf} />
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="contentId" value={line.contentId} />
                <input type="hidden" name="option" value={line.option} />
                <button type="submit" className="button button--secondary">
                  <span aria-hidden="true">✕</span>
                  <span className="visually-hidden">{t("samples.remove", { name: line.name })}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      {limitReached && lines.length > 0 ? <p className="form-notice">{t("samples.limit", { count: limit })}</p> : null}
      {lines.length > 0 ? (
        <CheckoutForm csrf={csrf} idempotencyKey={failed?.intent === "checkout" ? (failed.values.idempotencyKey ?? idempotencyKey) : idempotencyKey} countries={countries} professions={professions} prefill={prefill} failure={failed?.intent === "checkout" ? failed : undefined} limit={limit} region={region} locale={locale} />
      ) : null}
    </div>
  );
}

function OptionSelect({ id, options, value, error, label }: { id: string; options: string[]; value: string; error?: string | undefined; label?: string }) {
  const t = useT();
  const { region, locale } = useRootData();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={error ? "field field--invalid" : "field"}>
      <label htmlFor={id} className={label ? "visually-hidden" : undefined}>
        {label ?? t("samples.option")}
      </label>
      <select id={id} name="option" defaultValue={value} aria-invalid={error ? true : undefined} aria-describedby={errorId}>
        <option value="">{t("samples.optionPlaceholder")}</option>
        {options.map((code) => (
          <option key={code} value={code}>
            {optionLabel(t, region, locale, code)}
          </option>
        ))}
      </select>
      {error ? (
        <p className="field__error" id={errorId}>
          {t("form.error.selectOption")}
        </p>
      ) : null}
    </div>
  );
}
