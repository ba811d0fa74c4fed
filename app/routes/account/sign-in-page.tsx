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

/**
 * `?returnTo=` (a page of ours) and `?like=` (a content id) carry an unfinished like through sign-in.
 * `?reauth=1`: a page that needs a recent sign-in (staff pages) sent a signed-in visitor here to sign in again.
 */
export function loader({ context, request }: Route.LoaderArgs) {
  const { page, visitor, services } = accountRequest(context);
  const query = new URL(request.url).searchParams;
  const returnTo = safeReturnTo(query.get("returnTo"), "") || null;
  const reauth = query.get("reauth") === "1";
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
    reauth,
    signUpHref: accountHref(page, "sign-up", carry),
    forgotHref: accountHref(page, "forgot-password"),
  };
}

/** An unconfirmed account with the right password opens no session: a new link is mailed instead. */
export async function action({ context, request }: Route.ActionArgs) {
  const { page, visitor, services } = accountRequest(context);
  const { intent, fields } = await readForm(request);
  const parsed = parseFields(SignInForm, intent, fields);
  if ("failure" in parsed) return parsed.failure;
  const outcome = await services.accounts.signIn(parsed.value, visitor.ip, verificationMail(page), visitor.deviceToken);
  if (!outcome.ok) return failure(intent, fields, outcome.errors, outcome.retryAfterMinutes);
  // This browser may sign in again past the delays strangers' failures put on the account.
  visitor.trustDevice(outcome.deviceToken);
  return enterAccount(context, outcome, parsed.value);
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);

export default function SignInPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const result = useActionData<typeof action>();
  const { page, csrf, returnTo, like, forLikes, reauth, signUpHref, forgotHref } = loaderData;
  const values = result && "values" in result ? result.values : {};
  return (
    <AuthFrame
      heading={page.heading}
      intro={reauth ? <p role="status">{t("account.signInAgain")}</p> : like ? <p>{t("account.likeAfterSignIn", { name: like.name })}</p> : forLikes ? <p>{t("message.loginToLike")}</p> : null}
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
        <FormErrors errors={result?.errors} retryAfterMinutes={result && "retryAfterMinutes" in result ? result.retryAfterMinutes : undefined} />
        <Field name="email" type="email" label={t("account.email")} autoComplete="email" required defaultValue={values.email} error={result?.errors.email} />
        <Field name="password" type="password" label={t("account.password")} autoComplete="current-password" required error={result?.errors.password} />
        <button type="submit" className="button button--primary">
          {t("account.signIn")}
        </button>
        <Link to={forgotHref}>{t("account.forgot")}</Link>
      </Form>
    </AuthFrame>
  );
}
