import { Form, Link, useActionData } from "react-router";
import { redirectToSitePath } from "../../routing/redirect";
import type { Route } from "./+types/sign-in-page";
import { SignInForm } from "../../../core/accounts/account-forms";
import { safeReturnTo } from "../../../core/accounts/return-to";
import { localise } from "../../../core/catalogue/model";
import { pageMeta } from "../../routing/page-meta";
import { useT } from "../../i18n/use-i18n";
import { accountHref, accountPageData, accountRequest, enterAccount, nextPage } from "../../accounts/account-route.server";
import { verificationMail } from "../../accounts/verification-mail.server";
import { failure, parseFields, readForm } from "../../forms/form-action.server";
import { AuthFrame } from "../../accounts/AuthFrame";
import { Field } from "../../forms/Field";
import { FormErrors } from "../../forms/FormErrors";
import { CsrfField } from "../../forms/CsrfField";
import { CONTENT_ID } from "../../../core/catalogue/content-id";
import { SecondFactorForm } from "../../../core/accounts/two-factor-forms";
import { fieldErrorsOf } from "../../../core/accounts/account-forms";
import { isMessageKey } from "../../../core/i18n/catalogues";
import { appContext } from "../../routing/contexts";
import type { SecurityLog } from "../../../server/security/security-log";
import type { Outcome } from "../../../server/accounts/account-service";

/**
 * `?returnTo=` (a page of ours) and `?like=` (a content id) carry an unfinished like through sign-in.
 * `?reauth=1`: a page that needs a recent sign-in (staff pages) sent a signed-in visitor here to sign in again;
 * `?reauth=security`: the two-step verification page did. `?reset=1`: a password reset of an account
 * with a second factor, which opens no session by itself (decision 0047).
 */
export function loader({ context, request }: Route.LoaderArgs) {
  const { page, visitor, services } = accountRequest(context);
  const query = new URL(request.url).searchParams;
  const returnTo = safeReturnTo(query.get("returnTo"), "") || null;
  const reauthFor = query.get("reauth");
  const reauth = reauthFor === "1" || reauthFor === "security";
  if (visitor.user && !reauth) throw redirectToSitePath(nextPage(page, returnTo ?? undefined));
  const likeId = query.get("like");
  const product = likeId && CONTENT_ID.test(likeId) ? services.catalogue.product(likeId, page.region) : undefined;
  const carry = new URLSearchParams();
  if (returnTo) carry.set("returnTo", returnTo);
  if (product) carry.set("like", product.contentId);
  return {
    ...accountPageData(context),
    returnTo,
    like: product ? { id: product.contentId, name: localise(product.name, page.language) } : null,
    // Sent here by the header's Likes: the spec's message says why.
    forLikes: returnTo === accountHref(page, "likes"),
    reauth: reauth ? (reauthFor === "security" ? ("security" as const) : ("staff" as const)) : null,
    afterReset: query.get("reset") === "1",
    signInHref: accountHref(page, "sign-in", carry),
    signUpHref: accountHref(page, "sign-up", carry),
    forgotHref: accountHref(page, "forgot-password"),
  };
}

/**
 * An unconfirmed account with the right password opens no session: a new link is mailed instead.
 * An account with a second factor gets the code step (intent `second-factor`) before its session.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const { page, visitor, services } = accountRequest(context);
  const { securityLog } = context.get(appContext);
  const { intent, fields } = await readForm(request);
  if (intent === "second-factor") return secondFactor(context, fields, securityLog);
  const parsed = parseFields(SignInForm, intent, fields);
  if ("failure" in parsed) return parsed.failure;
  const outcome = await services.accounts.signIn(parsed.value, visitor.ip, verificationMail(page), visitor.deviceToken);
  if (!outcome.ok) {
    logRefusal(securityLog, outcome, outcome.errors.form === "form.error.unverified" ? "unverified" : "credentials");
    return failure(intent, fields, outcome.errors, outcome.retryAfterMinutes);
  }
  if ("challenge" in outcome) {
    securityLog("info", "sign-in.challenge", { userId: outcome.userId, factor: "password" });
    return { ok: true as const, intent: "second-factor", challenge: outcome.challenge };
  }
  securityLog("info", "sign-in.success", { userId: outcome.userId, factor: "password" });
  // This browser may sign in again past the delays strangers' failures put on the account.
  visitor.trustDevice(outcome.deviceToken);
  return enterAccount(context, outcome, parsed.value);
}

/** The code step: the challenge travels in the form; codes are never sent back into the page. */
async function secondFactor(context: Route.ActionArgs["context"], fields: Record<string, string>, securityLog: SecurityLog) {
  const { services } = accountRequest(context);
  const keep = { challenge: fields.challenge ?? "" };
  const parsed = SecondFactorForm.safeParse(fields);
  if (!parsed.success) return failure("second-factor", keep, fieldErrorsOf(parsed.error, isMessageKey));
  const outcome = await services.twoFactor.completeChallenge(parsed.data.challenge, parsed.data.code);
  if (!outcome.ok) {
    logRefusal(securityLog, outcome, "code");
    return failure("second-factor", keep, outcome.errors, outcome.retryAfterMinutes);
  }
  securityLog("info", "sign-in.success", { userId: outcome.userId, factor: outcome.factor });
  if (outcome.factor === "recovery") securityLog("warn", "recovery-code.used", { userId: outcome.userId, recoveryLeft: outcome.recoveryLeft });
  return enterAccount(context, outcome, { returnTo: outcome.returnTo, like: outcome.like });
}

function logRefusal(securityLog: SecurityLog, outcome: Extract<Outcome, { ok: false }>, reason: string) {
  if (outcome.retryAfterMinutes) securityLog("warn", "sign-in.limited", { userId: outcome.userId, reason, retryAfterMinutes: outcome.retryAfterMinutes });
  else securityLog("warn", "sign-in.failure", { userId: outcome.userId, reason });
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);

export default function SignInPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const result = useActionData<typeof action>();
  const { page, csrf, returnTo, like, forLikes, reauth, afterReset, signInHref, signUpHref, forgotHref } = loaderData;
  const values = result && "values" in result ? result.values : {};
  const errors = result && "errors" in result ? result.errors : undefined;
  // The code step: after a right password, and again after a wrong code, until the challenge expires.
  const challenge = result?.intent === "second-factor" && errors?.form !== "twoFactor.error.expired" ? ("challenge" in result ? result.challenge : values.challenge) : undefined;
  if (challenge) {
    return (
      <AuthFrame heading={page.heading} intro={<p>{t("twoFactor.signInCode")}</p>}>
        <Form method="post" noValidate reloadDocument>
          <CsrfField token={csrf} />
          <input type="hidden" name="intent" value="second-factor" />
          <input type="hidden" name="challenge" value={challenge} />
          <FormErrors errors={errors} retryAfterMinutes={result && "retryAfterMinutes" in result ? result.retryAfterMinutes : undefined} />
          <Field name="code" label={t("twoFactor.codeOrRecovery")} hint={t("twoFactor.lostDevice")} autoComplete="one-time-code" autoCapitalize="none" spellCheck={false} required error={errors?.code} />
          <button type="submit" className="button button--primary">
            {t("twoFactor.verify")}
          </button>
          <Link to={signInHref} reloadDocument>
            {t("twoFactor.startAgain")}
          </Link>
        </Form>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame
      heading={page.heading}
      intro={afterReset ? <p role="status">{t("twoFactor.resetSignIn")}</p> : reauth ? <p role="status">{t(reauth === "security" ? "twoFactor.signInAgain" : "account.signInAgain")}</p> : like ? <p>{t("account.likeAfterSignIn", { name: like.name })}</p> : forLikes ? <p>{t("message.loginToLike")}</p> : null}
      aside={
        <p>
          {t("account.noAccount")} <Link to={signUpHref}>{t("account.signUp")}</Link>
        </p>
      }
    >
      <Form method="post" noValidate reloadDocument>
        <CsrfField token={csrf} />
        <input type="hidden" name="intent" value="sign-in" />
        {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
        {like ? <input type="hidden" name="like" value={like.id} /> : null}
        <FormErrors errors={errors} retryAfterMinutes={result && "retryAfterMinutes" in result ? result.retryAfterMinutes : undefined} />
        <Field name="email" type="email" label={t("account.email")} autoComplete="email" required defaultValue={values.email} error={errors?.email} />
        <Field name="password" type="password" label={t("account.password")} autoComplete="current-password" required error={errors?.password} />
        <button type="submit" className="button button--primary">
          {t("account.signIn")}
        </button>
        <Link to={forgotHref}>{t("account.forgot")}</Link>
      </Form>
    </AuthFrame>
  );
}
