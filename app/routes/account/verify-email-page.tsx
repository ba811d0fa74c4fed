import { Form, Link, useActionData } from "react-router";
import type { Route } from "./+types/verify-email-page";
import { UndoEmailChangeForm, VerifyEmailForm } from "../../../core/accounts/account-forms";
import { CONTENT_ID } from "../../../core/catalogue/content-id";
import { pageMeta } from "../../routing/page-meta";
import { appContext } from "../../routing/contexts";
import { useT } from "../../i18n/use-i18n";
import { accountHref, accountPageData, accountRequest, enterAccount, seeOther } from "../../accounts/account-route.server";
import { verificationMail } from "../../accounts/verification-mail.server";
import { failure, parseFields, readForm } from "../../forms/form-action.server";
import { AuthFrame } from "../../accounts/AuthFrame";
import { FormErrors } from "../../forms/FormErrors";
import { CsrfField } from "../../forms/CsrfField";

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * The mailed link (`?token=`, plus `&email=` for a change of address, plus `&undo=1` for the link
 * mailed to the old address after a change) opens this page; a button posts it. Confirming is a
 * POST, not the GET itself: mail scanners that open links would otherwise use them up, and a GET
 * that signs in could sign a visitor into someone else's account.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { page, services } = accountRequest(context);
  const query = new URL(request.url).searchParams;
  const token = query.get("token") ?? "";
  const email = query.get("email") ?? "";
  const like = query.get("like") ?? "";
  const undo = query.get("undo") === "1" && email !== "";
  const usable = TOKEN.test(token) && email.length <= 254 && (await services.accounts.verificationLinkValid(token, email || undefined, undo ? "undo" : undefined));
  return {
    ...accountPageData(context),
    token: usable ? token : "",
    email: usable ? email : "",
    like: CONTENT_ID.test(like) ? like : "",
    undo,
    forChange: query.has("email") && !undo,
    forgotHref: accountHref(page, "forgot-password"),
    signInHref: accountHref(page, "sign-in"),
    signUpHref: accountHref(page, "sign-up"),
    profileHref: accountHref(page, "profile"),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { page, visitor, services } = accountRequest(context);
  const { intent, fields } = await readForm(request);
  if (intent === "undo-email-change") {
    const parsed = parseFields(UndoEmailChangeForm, intent, fields);
    if ("failure" in parsed) return parsed.failure;
    const undone = await services.accounts.undoEmailChange(parsed.value.token, parsed.value.email);
    if (!undone.ok) return failure(intent, fields, undone.errors);
    // Every session of the account has ended; this browser's cookie goes too if it was one of them.
    if (visitor.user?.id === undone.userId) visitor.endSession();
    return { ok: true as const, undone: parsed.value.email };
  }
  const parsed = parseFields(VerifyEmailForm, intent, fields);
  if ("failure" in parsed) return parsed.failure;
  const { token, email, like } = parsed.value;
  if (email) {
    const changed = await services.accounts.confirmEmailChange(token, email, verificationMail(page), visitor.user?.sessionHash);
    if (!changed.ok) return failure(intent, fields, changed.errors);
    context.get(appContext).securityLog("info", "email.changed", { userId: changed.userId });
    return seeOther(accountHref(page, "profile", new URLSearchParams({ done: "email" })));
  }
  const outcome = await services.accounts.verifyEmail(token);
  if (!outcome.ok) return failure(intent, fields, outcome.errors);
  return enterAccount(context, outcome, { like, returnTo: outcome.returnTo });
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);

export default function VerifyEmailPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const result = useActionData<typeof action>();
  const { page, csrf, token, email, like, undo, forChange, forgotHref, signInHref, signUpHref, profileHref } = loaderData;
  if (result?.ok) {
    return (
      <AuthFrame heading={page.heading}>
        <div className="form-notice check-mail" role="status">
          <p>{t("account.undo.done", { email: result.undone })}</p>
        </div>
        <ul className="auth-links">
          <li>
            <Link to={forgotHref}>{t("account.undo.choosePassword")}</Link>
          </li>
          <li>
            <Link to={signInHref}>{t("account.signIn")}</Link>
          </li>
        </ul>
      </AuthFrame>
    );
  }
  const failed = result && !result.ok ? result : undefined;
  const broken = failed?.errors.token;
  if (!token || broken) {
    return (
      <AuthFrame heading={page.heading}>
        <p className="form-errors" role="alert">
          {t(broken === "form.error.emailInUse" ? "form.error.emailInUse" : "form.error.verifyLink")}
        </p>
        {forChange ? (
          <p>
            <Link to={profileHref}>{t("account.verify.changeAgain")}</Link>
          </p>
        ) : (
          <ul className="auth-links">
            <li>
              <Link to={signInHref}>{t("account.verify.signInForLink")}</Link>
            </li>
            <li>
              <Link to={signUpHref}>{t("account.signUp")}</Link>
            </li>
          </ul>
        )}
      </AuthFrame>
    );
  }
  return (
    <AuthFrame heading={page.heading} intro={<p>{undo ? t("account.undo.intro", { email }) : email ? t("account.verify.changeIntro", { email }) : t("account.verify.intro")}</p>}>
      <Form method="post" noValidate reloadDocument>
        <CsrfField token={csrf} />
        <input type="hidden" name="intent" value={undo ? "undo-email-change" : "verify-email"} />
        <input type="hidden" name="token" value={token} />
        {email ? <input type="hidden" name="email" value={email} /> : null}
        {like ? <input type="hidden" name="like" value={like} /> : null}
        <FormErrors errors={failed?.errors} />
        <button type="submit" className="button button--primary">
          {undo ? t("account.undo.confirm") : t("account.verify.confirm")}
        </button>
      </Form>
    </AuthFrame>
  );
}
