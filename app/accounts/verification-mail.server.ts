/**
 * The verification mails in the visitor's language, with absolute links to our own pages (built by
 * the URL module). Names go into plain-text mail as typed: nothing there is read as HTML.
 */
import type { ResolvedPage } from "../routing/contexts";
import type { VerificationMail } from "../../server/accounts/email-verification";
import { UNDO_LINK_DAYS, VERIFY_LINK_HOURS } from "../../server/accounts/email-verification";
import { accountHref } from "./account-route.server";

export function verificationMail(page: ResolvedPage): VerificationMail {
  const { t } = page;
  const absolute = (path: Parameters<typeof accountHref>[1]) => `${page.origin}${accountHref(page, path)}`;
  return {
    pageUrl: absolute("verify-email"),
    verify: (link, name) => ({ subject: t("mail.verify.subject"), text: t("mail.verify.body", { name, link, hours: VERIFY_LINK_HOURS }) }),
    existing: (name) => ({ subject: t("mail.existing.subject"), text: t("mail.existing.body", { name, signInLink: absolute("sign-in"), resetLink: absolute("forgot-password") }) }),
    pending: (link, name) => ({ subject: t("mail.pending.subject"), text: t("mail.pending.body", { name, link, hours: VERIFY_LINK_HOURS, resetLink: absolute("forgot-password") }) }),
    change: (link, name) => ({ subject: t("mail.changeEmail.subject"), text: t("mail.changeEmail.body", { name, link, hours: VERIFY_LINK_HOURS }) }),
    changed: (link, name, email) => ({ subject: t("mail.emailChanged.subject"), text: t("mail.emailChanged.body", { name, link, email, days: UNDO_LINK_DAYS }) }),
  };
}
