import { useActionData } from "react-router";
import type { Route } from "./+types/contact-request-page";
import { pageData } from "../../routing/page-data.server";
import { pageMeta } from "../../routing/page-meta";
import { visitorContext } from "../../routing/visitor.server";
import { failure, parseFields, readForm } from "../../forms/form-action.server";
import { repsRequest } from "../../reps/reps-route.server";
import { recipientName, resolveTarget } from "../../reps/contact-target.server";
import { ContactRequestPage } from "../../reps/ContactRequestPage";
import { ContactRequestForm } from "../../../core/reps/contact-form";
import { createTranslator } from "../../../core/i18n/translate";
import { resolveCatalogue } from "../../../core/i18n/catalogues";
import { REGION_CONFIG } from "../../../core/regions/regions";
import { newToken } from "../../../server/security/tokens";
import { acknowledgementMail, recipientMail } from "../../../server/reps/contact-mail";
import "../../reps/reps.css";

/** Each render gets a fresh idempotency key: one form shown, at most one request made. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { page, reps } = repsRequest(context);
  const target = await resolveTarget(reps, page.region, new URL(request.url).searchParams, page.language);
  return {
    page: pageData(page),
    csrf: context.get(visitorContext).csrfToken,
    idempotencyKey: newToken(),
    target: target ? { view: target.view, query: target.query.toString() } : null,
  };
}

/** One intent, `send`: validate, store with both mails in one transaction, show the reference. */
export async function action({ context, request }: Route.ActionArgs) {
  const { page, reps } = repsRequest(context);
  const visitor = context.get(visitorContext);
  const { intent, fields } = await readForm(request);
  const target = await resolveTarget(reps, page.region, new URL(request.url).searchParams, page.language);
  if (intent !== "send" || !target) return failure(intent, fields, { form: "contact.unknownTarget" });
  const parsed = parseFields(ContactRequestForm, intent, fields);
  if ("failure" in parsed) return parsed.failure;
  const input = parsed.value;
  const staffLocale = REGION_CONFIG[page.region].defaultLocale;
  const staffT = createTranslator(staffLocale, resolveCatalogue(staffLocale));
  const outcome = await reps.contact({
    region: page.region,
    locale: page.locale,
    target: target.target,
    input,
    ip: visitor.ip,
    userId: visitor.user?.id ?? null,
    mails: (reference) => [
      recipientMail(staffT, { reference, recipientName: recipientName(staffT, target.view), recipientEmail: target.email, input }),
      acknowledgementMail(page.t, { reference, recipientName: recipientName(page.t, target.view), recipientEmail: target.email, input }),
    ],
  });
  if (!outcome.ok) return failure(intent, fields, { form: "form.error.tooManyAttempts" }, outcome.retryAfterMinutes);
  return { ok: true as const, reference: outcome.reference, name: input.name, email: input.email };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);

export default function ContactRequestRoute({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  return <ContactRequestPage {...loaderData} result={result ?? null} />;
}
