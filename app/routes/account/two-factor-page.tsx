import { Form, Link, useActionData } from "react-router";
import type { Route } from "./+types/two-factor-page";
import { DisableForm, EnrolForm } from "../../../core/accounts/two-factor-forms";
import { fieldErrorsOf } from "../../../core/accounts/account-forms";
import { safeReturnTo } from "../../../core/accounts/return-to";
import { isMessageKey } from "../../../core/i18n/catalogues";
import { STAFF_ROLE } from "../../../server/staff/staff-roles";
import type { SessionUser } from "../../../server/accounts/sessions";
import { pageMeta } from "../../routing/page-meta";
import { useT } from "../../i18n/use-i18n";
import { appContext, type ResolvedPage } from "../../routing/contexts";
import { redirectToSitePath } from "../../routing/redirect";
import { accountHref, accountPageData, accountRequest, nextPage, requireUser, seeOther } from "../../accounts/account-route.server";
import { RECENT_SIGN_IN_MINUTES } from "../../staff/require-staff.server";
import { failure, readForm } from "../../forms/form-action.server";
import { AuthFrame } from "../../accounts/AuthFrame";
import { Field } from "../../forms/Field";
import { FormErrors } from "../../forms/FormErrors";
import { CsrfField } from "../../forms/CsrfField";
import { QrCode } from "../../accounts/QrCode";

/**
 * Changing how an account signs in needs a sign-in of the last quarter of an hour, as staff pages
 * do (ASVS 7.5.1): an older session is sent to sign in again, and back here.
 */
function requireRecentSignIn(page: ResolvedPage, user: SessionUser, request: Request) {
  if (Date.now() - user.signedInAt.getTime() <= RECENT_SIGN_IN_MINUTES * 60_000) return;
  const here = accountHref(page, "two-factor", new URL(request.url).searchParams);
  throw redirectToSitePath(accountHref(page, "sign-in", new URLSearchParams({ returnTo: here, reauth: "security" })), request.method === "GET" ? 302 : 303);
}

/** `?returnTo=`: where to go once the factor is on (the staff page that sent a staff member here). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { page, visitor, services } = accountRequest(context);
  const user = requireUser(page, visitor, "two-factor");
  const returnTo = safeReturnTo(new URL(request.url).searchParams.get("returnTo"), "") || undefined;
  const state = await services.twoFactor.state(user.id);
  const base = { ...accountPageData(context), staff: user.role === STAFF_ROLE, enabled: state.enabled, recoveryLeft: state.recoveryLeft, continueHref: nextPage(page, returnTo) };
  if (state.enabled) return { ...base, enrolment: null };
  requireRecentSignIn(page, user, request);
  return { ...base, enrolment: await services.twoFactor.enrolment(user.id, user.email) };
}

/** Two intents: `enrol` (a code from the app confirms the secret) and `disable` (password and a code). */
export async function action({ context, request }: Route.ActionArgs) {
  const { page, visitor, services } = accountRequest(context);
  const { securityLog } = context.get(appContext);
  const { intent, fields } = await readForm(request);
  const user = requireUser(page, visitor, "two-factor");
  // Codes and passwords are never sent back into the page.
  const refused = (errors: Record<string, string | undefined>, retryAfterMinutes?: number) => failure(intent, {}, errors, retryAfterMinutes);
  if (intent === "enrol") {
    requireRecentSignIn(page, user, request);
    const parsed = EnrolForm.safeParse(fields);
    if (!parsed.success) return refused(fieldErrorsOf(parsed.error, isMessageKey));
    const outcome = await services.twoFactor.confirm(user.id, parsed.data.code.code);
    if (!outcome.ok) {
      securityLog("warn", outcome.retryAfterMinutes ? "factor.limited" : "factor.refused", { userId: user.id, reason: "enrol", retryAfterMinutes: outcome.retryAfterMinutes });
      return refused(outcome.errors, outcome.retryAfterMinutes);
    }
    securityLog("info", "factor.enrolled", { userId: user.id, factor: "totp", role: user.role });
    return { ok: true as const, intent, recoveryCodes: outcome.recoveryCodes };
  }
  if (intent === "disable") {
    const parsed = DisableForm.safeParse(fields);
    if (!parsed.success) return refused(fieldErrorsOf(parsed.error, isMessageKey));
    const outcome = await services.twoFactor.disable(user.id, parsed.data);
    if (!outcome.ok) {
      const reason = outcome.errors.currentPassword ? "password" : outcome.errors.form === "twoFactor.error.staffRequired" ? "staff-required" : "code";
      securityLog("warn", outcome.retryAfterMinutes ? "factor.limited" : "factor.refused", { userId: user.id, reason, retryAfterMinutes: outcome.retryAfterMinutes });
      return refused(outcome.errors, outcome.retryAfterMinutes);
    }
    securityLog("info", "factor.removed", { userId: user.id, factor: "totp", role: user.role });
    return seeOther(accountHref(page, "profile", new URLSearchParams({ done: "two-factor-off" })));
  }
  return refused({ form: "form.error.invalid" });
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);

export default function TwoFactorPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const result = useActionData<typeof action>();
  const { page, csrf, staff, enabled, recoveryLeft, enrolment, continueHref } = loaderData;
  const failed = result && !result.ok ? result : undefined;
  const errorsOf = (intent: string) => (failed && failed.intent === intent ? failed.errors : undefined);
  const retryOf = (intent: string) => (failed && failed.intent === intent ? failed.retryAfterMinutes : undefined);

  if (result?.ok && "recoveryCodes" in result) {
    return (
      <AuthFrame heading={t("twoFactor.recoveryHeading")} intro={<p>{t("twoFactor.recoveryIntro")}</p>}>
        <ol className="recovery-codes" aria-label={t("twoFactor.recoveryList")}>
          {result.recoveryCodes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ol>
        <Link className="button button--primary" to={continueHref} reloadDocument>
          {t("twoFactor.continue")}
        </Link>
      </AuthFrame>
    );
  }

  if (enabled || !enrolment) {
    return (
      <AuthFrame heading={page.heading} intro={<p role="status">{t("twoFactor.on")}</p>}>
        <p>{t("twoFactor.recoveryLeft", { count: recoveryLeft })}</p>
        {staff ? (
          <p>{t("twoFactor.staffKeep")}</p>
        ) : (
          <Form method="post" noValidate reloadDocument aria-labelledby="turn-off-heading">
            <h2 id="turn-off-heading" className="auth-card__subheading">
              {t("twoFactor.turnOff")}
            </h2>
            <p className="field__hint">{t("twoFactor.turnOffHint")}</p>
            <CsrfField token={csrf} />
            <input type="hidden" name="intent" value="disable" />
            <FormErrors errors={errorsOf("disable")} retryAfterMinutes={retryOf("disable")} />
            <Field id="disable-password" name="currentPassword" type="password" label={t("account.currentPassword")} autoComplete="current-password" required error={errorsOf("disable")?.currentPassword} />
            <Field id="disable-code" name="code" label={t("twoFactor.codeOrRecovery")} autoComplete="one-time-code" autoCapitalize="none" spellCheck={false} required error={errorsOf("disable")?.code} />
            <button type="submit" className="button button--secondary">
              {t("twoFactor.turnOff")}
            </button>
          </Form>
        )}
      </AuthFrame>
    );
  }

  return (
    <AuthFrame heading={page.heading} intro={staff ? <p role="status">{t("twoFactor.staffRequired")}</p> : <p>{t("twoFactor.intro")}</p>}>
      <div className="two-factor-setup">
        <p>{t("twoFactor.scan")}</p>
        <QrCode size={enrolment.qr.size} path={enrolment.qr.path} label={t("twoFactor.qrLabel")} />
        <p>{t("twoFactor.manual")}</p>
        <p className="two-factor-secret">
          <code>{enrolment.secret.match(/.{1,4}/g)?.join(" ")}</code>
        </p>
      </div>
      <Form method="post" noValidate reloadDocument>
        <CsrfField token={csrf} />
        <input type="hidden" name="intent" value="enrol" />
        <p>{t("twoFactor.enterCode")}</p>
        <FormErrors errors={errorsOf("enrol")} retryAfterMinutes={retryOf("enrol")} />
        <Field id="enrol-code" name="code" label={t("twoFactor.codeFromApp")} inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]*" maxLength={6} required error={errorsOf("enrol")?.code} />
        <button type="submit" className="button button--primary">
          {t("twoFactor.turnOn")}
        </button>
      </Form>
    </AuthFrame>
  );
}
