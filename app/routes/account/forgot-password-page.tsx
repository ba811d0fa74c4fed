import { Form, Link, useActionData } from "react-router";
import type { Route } from "./+types/forgot-password-page";
import { ForgotPasswordForm } from "../../../core/accounts/account-forms";
import { RESET_LINK_MINUTES } from "../../../server/accounts/account-service";
import { pageMeta } from "../../routing/page-meta";
import { appContext } from "../../routing/contexts";
import { useT } from "../../i18n/use-i18n";
import { accountHref, accountPageData, accountRequest } from "../../accounts/account-route.server";
import { failure, parseFields, readForm } from "../../forms/form-action.server";
import { AuthFrame } from "../../accounts/AuthFrame";
import { Field } from "../../forms/Field";
import { FormErrors } from "../../forms/FormErrors";
import { CsrfField } from "../../forms/CsrfField";

export function loader({ context }: Route.LoaderArgs) {
  const { page } = accountRequest(context);
  return { ...accountPageData(context), signInHref: accountHref(page, "sign-in"), minutes: RESET_LINK_MINUTES };
}

/** The same answer whether or not an account uses the email (no account enumeration). */
export async function action({ context, request }: Route.ActionArgs) {
  const { page, visitor, services } = accountRequest(context);
  const { intent, fields } = await readForm(request);
  const parsed = parseFields(ForgotPasswordForm, intent, fields);
  if ("failure" in parsed) return parsed.failure;
  const { t } = page;
  const mail = {
    pageUrl: `${page.origin}${accountHref(page, "reset-password")}`,
    compose: (link: string, name: string) => ({ subject: t("mail.reset.subject"), text: t("mail.reset.body", { name, link, minutes: RESET_LINK_MINUTES }) }),
  };
  const outcome = await services.accounts.requestReset(parsed.value.email, visitor.ip, mail);
  // The account is not named: whether one uses the address is what the answer keeps to itself.
  const { securityLog } = context.get(appContext);
  if (!outcome.ok) {
    securityLog("warn", "reset.limited", { retryAfterMinutes: outcome.retryAfterMinutes });
    return failure(intent, fields, outcome.errors, outcome.retryAfterMinutes);
  }
  securityLog("info", "reset.requested", {});
  return { ok: true as const, email: parsed.value.email };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);

export default function ForgotPasswordPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const result = useActionData<typeof action>();
  const { page, csrf, signInHref, minutes } = loaderData;
  const failed = result && !result.ok ? result : null;
  return (
    <AuthFrame
      heading={page.heading}
      aside={
        <p>
          <Link to={signInHref}>{t("account.signIn")}</Link>
        </p>
      }
    >
      {result?.ok ? (
        <p className="form-notice" role="status">
          {t("account.linkSent", { email: result.email, minutes })}
        </p>
      ) : null}
      <Form method="post" noValidate reloadDocument>
        <CsrfField token={csrf} />
        <input type="hidden" name="intent" value="forgot-password" />
        <FormErrors errors={failed?.errors} retryAfterMinutes={failed?.retryAfterMinutes} />
        <Field name="email" type="email" label={t("account.email")} autoComplete="email" required defaultValue={failed?.values.email} error={failed?.errors.email} />
        <button type="submit" className="button button--primary">
          {t("account.sendLink")}
        </button>
      </Form>
    </AuthFrame>
  );
}
