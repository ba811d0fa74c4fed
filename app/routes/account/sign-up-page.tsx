import { Form, Link, useActionData } from "react-router";
import { redirectToSitePath } from "../../routing/redirect";
import type { Route } from "./+types/sign-up-page";
import { SignUpForm } from "../../../core/accounts/account-forms";
import { safeReturnTo } from "../../../core/accounts/return-to";
import { CONTENT_ID } from "../../../core/catalogue/content-id";
import { pageMeta } from "../../routing/page-meta";
import { useT } from "../../i18n/use-i18n";
import { accountHref, accountPageData, accountRequest, nextPage } from "../../accounts/account-route.server";
import { verificationMail } from "../../accounts/verification-mail.server";
import { failure, parseFields, readForm } from "../../forms/form-action.server";
import { AuthFrame } from "../../accounts/AuthFrame";
import { Field } from "../../forms/Field";
import { FormErrors } from "../../forms/FormErrors";
import { CsrfField } from "../../forms/CsrfField";

export function loader({ context, request }: Route.LoaderArgs) {
  const { page, visitor } = accountRequest(context);
  const query = new URL(request.url).searchParams;
  const returnTo = safeReturnTo(query.get("returnTo"), "") || null;
  if (visitor.user) throw redirectToSitePath(nextPage(page, returnTo ?? undefined));
  const like = query.get("like");
  const carry = new URLSearchParams();
  if (returnTo) carry.set("returnTo", returnTo);
  if (like && CONTENT_ID.test(like)) carry.set("like", like);
  return { ...accountPageData(context), returnTo, like: like && CONTENT_ID.test(like) ? like : null, signInHref: accountHref(page, "sign-in", carry) };
}

/**
 * Valid fields always get the same "check your mail" answer, for a new, a taken and an unconfirmed
 * email alike (no account enumeration): what differs is only the mail that address receives.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const { page, visitor, services } = accountRequest(context);
  const { intent, fields } = await readForm(request);
  const parsed = parseFields(SignUpForm, intent, fields);
  if ("failure" in parsed) return parsed.failure;
  const outcome = await services.accounts.signUp(parsed.value, visitor.ip, verificationMail(page));
  if (!outcome.ok) return failure(intent, fields, outcome.errors, outcome.retryAfterMinutes);
  return { ok: true as const, email: parsed.value.email };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);

export default function SignUpPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const result = useActionData<typeof action>();
  const { page, csrf, returnTo, like, signInHref } = loaderData;
  if (result?.ok) return <CheckYourMail email={result.email} signInHref={signInHref} />;
  const failed = result && !result.ok ? result : undefined;
  const values = failed?.values ?? {};
  return (
    <AuthFrame
      heading={page.heading}
      aside={
        <p>
          {t("account.haveAccount")} <Link to={signInHref}>{t("account.signIn")}</Link>
        </p>
      }
    >
      <Form method="post" noValidate reloadDocument>
        <CsrfField token={csrf} />
        <input type="hidden" name="intent" value="sign-up" />
        {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
        {like ? <input type="hidden" name="like" value={like} /> : null}
        <FormErrors errors={failed?.errors} retryAfterMinutes={failed?.retryAfterMinutes} />
        <Field name="name" label={t("account.name")} autoComplete="name" required maxLength={100} defaultValue={values.name} error={failed?.errors.name} />
        <Field name="email" type="email" label={t("account.email")} autoComplete="email" required defaultValue={values.email} error={failed?.errors.email} />
        <Field name="password" type="password" label={t("account.password")} hint={t("account.passwordHint")} autoComplete="new-password" required minLength={8} error={failed?.errors.password} />
        <button type="submit" className="button button--primary">
          {t("account.signUp")}
        </button>
      </Form>
    </AuthFrame>
  );
}

/** The answer to every valid sign-up: where the mail went and what to do with it. */
function CheckYourMail({ email, signInHref }: { email: string; signInHref: string }) {
  const t = useT();
  return (
    <AuthFrame
      heading={t("account.checkMail")}
      aside={
        <p>
          {t("account.haveAccount")} <Link to={signInHref}>{t("account.signIn")}</Link>
        </p>
      }
    >
      <div className="form-notice check-mail" role="status">
        <p>{t("account.checkMailSent", { email })}</p>
        <p>{t("account.checkMailNext")}</p>
      </div>
    </AuthFrame>
  );
}
