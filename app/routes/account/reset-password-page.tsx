import { Form, Link, useActionData } from "react-router";
import type { Route } from "./+types/reset-password-page";
import { ResetPasswordForm } from "../../../core/accounts/account-forms";
import { pageMeta } from "../../routing/page-meta";
import { appContext } from "../../routing/contexts";
import { useT } from "../../i18n/use-i18n";
import { accountHref, accountPageData, accountRequest, seeOther } from "../../accounts/account-route.server";
import { failure, parseFields, readForm } from "../../forms/form-action.server";
import { AuthFrame } from "../../accounts/AuthFrame";
import { Field } from "../../forms/Field";
import { FormErrors } from "../../forms/FormErrors";
import { CsrfField } from "../../forms/CsrfField";

/** The mailed link's `?token=`: a used or expired one says so at once, and offers a new link. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { page, services } = accountRequest(context);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const usable = /^[A-Za-z0-9_-]{20,100}$/.test(token) && (await services.accounts.resetLinkValid(token));
  return { ...accountPageData(context), token: usable ? token : "", forgotHref: accountHref(page, "forgot-password") };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { page, visitor, services } = accountRequest(context);
  const { intent, fields } = await readForm(request);
  const parsed = parseFields(ResetPasswordForm, intent, fields);
  if ("failure" in parsed) return parsed.failure;
  const outcome = await services.accounts.resetPassword(parsed.value);
  if (!outcome.ok) return failure(intent, fields, outcome.errors);
  context.get(appContext).securityLog("info", "reset.used", { userId: outcome.userId });
  // An account with a second factor signs in with it: the mailed link alone opens no session.
  if (!outcome.token) return seeOther(accountHref(page, "sign-in", new URLSearchParams({ reset: "1" })));
  visitor.startSession(outcome.token);
  return seeOther(accountHref(page, "profile", new URLSearchParams({ done: "password" })));
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);

export default function ResetPasswordPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const result = useActionData<typeof action>();
  const { page, csrf, token, forgotHref } = loaderData;
  const linkBroken = !token || result?.errors.token;
  return (
    <AuthFrame
      heading={page.heading}
      aside={
        <p>
          <Link to={forgotHref}>{t("account.requestAgain")}</Link>
        </p>
      }
    >
      {linkBroken ? (
        <p className="form-errors" role="alert">
          {t("form.error.resetLink")}
        </p>
      ) : (
        <Form method="post" noValidate reloadDocument>
          <CsrfField token={csrf} />
          <input type="hidden" name="intent" value="reset-password" />
          <input type="hidden" name="token" value={token} />
          <FormErrors errors={result?.errors} />
          <Field name="password" type="password" label={t("account.newPassword")} hint={t("account.passwordHint")} autoComplete="new-password" required minLength={8} error={result?.errors.password} />
          <button type="submit" className="button button--primary">
            {t("account.setPassword")}
          </button>
        </Form>
      )}
    </AuthFrame>
  );
}
