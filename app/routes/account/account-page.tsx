import { Form, Link, useActionData } from "react-router";
import type { Route } from "./+types/account-page";
import { ChangePasswordForm, DeleteAccountForm, ProfileForm } from "../../../core/accounts/account-forms";
import { pageMeta } from "../../routing/page-meta";
import { useT } from "../../i18n/use-i18n";
import { accountHref, accountPageData, accountRequest, seeOther, requireUser } from "../../accounts/account-route.server";
import { verificationMail } from "../../accounts/verification-mail.server";
import { failure, parseFields, readForm } from "../../forms/form-action.server";
import { Field } from "../../forms/Field";
import { FormErrors } from "../../forms/FormErrors";
import { CsrfField } from "../../forms/CsrfField";
import { buildPath, sectionPath } from "../../../core/routing/region-path";
import "../../accounts/account.css";

const DONE = ["profile", "password", "email"] as const;
const DONE_MESSAGE = { profile: "account.saved", password: "account.passwordChanged", email: "account.emailChanged" } as const;

export function loader({ context, request }: Route.LoaderArgs) {
  const { page, visitor } = accountRequest(context);
  const user = requireUser(page, visitor, "profile");
  const done = new URL(request.url).searchParams.get("done");
  // Staff find their pages from here: nothing else on the public site links to them.
  const staff = user.role === "staff" ? { orders: sectionPath("staff", page.region, "sample-orders", page.locale), requests: sectionPath("staff", page.region, "contact-requests", page.locale) } : null;
  return { ...accountPageData(context), done: DONE.find((d) => d === done) ?? null, likesHref: accountHref(page, "likes"), ordersHref: accountHref(page, "orders"), staff };
}

/** One action, one small step per intent: profile, password, delete, sign-out. */
export async function action({ context, request }: Route.ActionArgs) {
  const { page, visitor, services } = accountRequest(context);
  const { intent, fields } = await readForm(request);
  const user = visitor.user;
  if (intent === "sign-out") {
    if (visitor.sessionToken) await services.accounts.signOut(visitor.sessionToken);
    visitor.endSession();
    return seeOther(buildPath(page.region, "", page.locale));
  }
  if (!user) return seeOther(accountHref(page, "sign-in"));
  if (intent === "profile") {
    const parsed = parseFields(ProfileForm, intent, fields);
    if ("failure" in parsed) return parsed.failure;
    const outcome = await services.accounts.updateProfile(user.id, parsed.value, verificationMail(page));
    if (!outcome.ok) return failure(intent, fields, outcome.errors, outcome.retryAfterMinutes);
    // A new address is only proposed: it replaces the old one once the link mailed to it is followed.
    if (outcome.pendingEmail) return { ok: true as const, intent, pendingEmail: outcome.pendingEmail };
    return seeOther(accountHref(page, "profile", new URLSearchParams({ done: "profile" })));
  }
  if (intent === "password") {
    const parsed = parseFields(ChangePasswordForm, intent, fields);
    if ("failure" in parsed) return parsed.failure;
    const outcome = await services.accounts.changePassword(user.id, parsed.value);
    if (!outcome.ok) return failure(intent, fields, outcome.errors, outcome.retryAfterMinutes);
    visitor.startSession(outcome.token);
    return seeOther(accountHref(page, "profile", new URLSearchParams({ done: "password" })));
  }
  if (intent === "delete") {
    const parsed = parseFields(DeleteAccountForm, intent, fields);
    if ("failure" in parsed) return parsed.failure;
    const outcome = await services.accounts.deleteAccount(user.id, parsed.value.currentPassword);
    if (!outcome.ok) return failure(intent, fields, outcome.errors, outcome.retryAfterMinutes);
    visitor.endSession();
    return seeOther(buildPath(page.region, "", page.locale));
  }
  return failure(intent, fields, { form: "form.error.invalid" });
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);

export default function AccountPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const result = useActionData<typeof action>();
  const { page, csrf, user, done, ordersHref, staff } = loaderData;
  const failed = result && !result.ok ? result : undefined;
  const pendingEmail = result?.ok ? result.pendingEmail : null;
  const errorsOf = (intent: string) => (failed && failed.intent === intent ? failed.errors : undefined);
  const values = failed?.values ?? {};
  return (
    <div className="page account-page">
      <div>
        <h1>{page.heading}</h1>
        <p>{t("account.greeting", { name: user?.name ?? "" })}</p>
        <p>
          <Link to={ordersHref}>{t("meta.SAMPLE_ORDERS")}</Link>
        </p>
        {staff ? (
          <nav aria-label={t("staff.nav")}>
            <p>
              {t("staff.nav")}: <Link to={staff.orders}>{t("staff.orders")}</Link> · <Link to={staff.requests}>{t("staff.requests")}</Link>
            </p>
          </nav>
        ) : null}
      </div>
      {done ? (
        <p className="form-notice" role="status">
          {t(DONE_MESSAGE[done])}
        </p>
      ) : null}
      {pendingEmail ? (
        <p className="form-notice" role="status">
          {t("account.emailChangeSent", { email: pendingEmail, current: user?.email ?? "" })}
        </p>
      ) : null}
      <section className="account-section" aria-labelledby="profile-heading">
        <h2 id="profile-heading">{t("account.profile")}</h2>
        <Form method="post" noValidate reloadDocument>
          <CsrfField token={csrf} />
          <input type="hidden" name="intent" value="profile" />
          <FormErrors errors={errorsOf("profile")} retryAfterMinutes={failed?.retryAfterMinutes} />
          <Field id="profile-name" name="name" label={t("account.name")} autoComplete="name" required maxLength={100} defaultValue={failed?.intent === "profile" ? values.name : user?.name} error={errorsOf("profile")?.name} />
          <Field id="profile-email" name="email" type="email" label={t("account.email")} autoComplete="email" required defaultValue={failed?.intent === "profile" ? values.email : user?.email} error={errorsOf("profile")?.email} />
          <button type="submit" className="button button--primary">
            {t("account.save")}
          </button>
        </Form>
      </section>
      <section className="account-section" aria-labelledby="password-heading">
        <h2 id="password-heading">{t("account.changePassword")}</h2>
        <Form method="post" noValidate reloadDocument>
          <CsrfField token={csrf} />
          <input type="hidden" name="intent" value="password" />
          <FormErrors errors={errorsOf("password")} retryAfterMinutes={failed?.retryAfterMinutes} />
          <Field id="password-current" name="currentPassword" type="password" label={t("account.currentPassword")} autoComplete="current-password" required error={errorsOf("password")?.currentPassword} />
          <Field id="password-new" name="password" type="password" label={t("account.newPassword")} hint={t("account.passwordHint")} autoComplete="new-password" required minLength={8} error={errorsOf("password")?.password} />
          <button type="submit" className="button button--primary">
            {t("account.changePassword")}
          </button>
        </Form>
      </section>
      <section className="account-section" aria-labelledby="signout-heading">
        <h2 id="signout-heading">{t("account.signOut")}</h2>
        <Form method="post" reloadDocument>
          <CsrfField token={csrf} />
          <input type="hidden" name="intent" value="sign-out" />
          <button type="submit" className="button button--secondary">
            {t("account.signOut")}
          </button>
        </Form>
      </section>
      <section className="account-section account-section--danger" aria-labelledby="delete-heading">
        <h2 id="delete-heading">{t("account.delete")}</h2>
        <p>{t("account.deleteWarning")}</p>
        <Form method="post" noValidate reloadDocument>
          <CsrfField token={csrf} />
          <input type="hidden" name="intent" value="delete" />
          <FormErrors errors={errorsOf("delete")} retryAfterMinutes={failed?.retryAfterMinutes} />
          <Field id="delete-password" name="currentPassword" type="password" label={t("account.currentPassword")} autoComplete="current-password" required error={errorsOf("delete")?.currentPassword} />
          <button type="submit" className="button button--danger">
            {t("account.deleteConfirm")}
          </button>
        </Form>
      </section>
    </div>
  );
}
