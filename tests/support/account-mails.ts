/**
 * Plain mail templates for account tests that call AccountService directly: the subject names the
 * kind of mail, the text carries the link, so a test can find a mail and follow its link.
 */
import type { VerificationMail } from "../../server/accounts/email-verification";

export const PASSWORD = "granite kitchen island";

export const verifyMail: VerificationMail = {
  pageUrl: "http://localhost/us/account/verify-email",
  verify: (link, name) => ({ subject: "Verify", text: `Hi ${name}: ${link}` }),
  existing: (name) => ({ subject: "Existing", text: `Hi ${name}, you already have an account` }),
  pending: (link, name) => ({ subject: "Pending", text: `Hi ${name}, an account is waiting: ${link}` }),
  change: (link, name) => ({ subject: "Change", text: `Hi ${name}: ${link}` }),
  changed: (link, name, newEmail) => ({ subject: "Changed", text: `Hi ${name}, now ${newEmail}; undo: ${link}` }),
};

export const resetMail = { pageUrl: "http://localhost/us/account/reset-password", compose: (link: string, name: string) => ({ subject: "Reset", text: `Hi ${name}: ${link}` }) };
