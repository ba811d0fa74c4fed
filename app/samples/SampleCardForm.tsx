import { sectionPath } from "../../core/routing/region-path";
import { ReturnToField } from "../forms/ReturnToField";
import { CSRF_FIELD_NAME } from "../forms/csrf-field-name";
import { useRootData } from "../i18n/use-i18n";
import { useVisitor } from "../likes/visitor-store";

/** The one hidden form a finder page's "Order a sample" buttons submit (`form="sample-form"`, each adding its `contentId`). */
export const SAMPLE_FORM_ID = "sample-form";

/**
 * A plain POST to the sample cart, so it works before and without JavaScript. `choose=1`: a
 * product with sizes is not refused for the missing size; the cart page asks for it.
 */
export function SampleCardForm() {
  const { region, locale } = useRootData();
  const visitor = useVisitor(region);
  return (
    <form id={SAMPLE_FORM_ID} method="post" action={sectionPath("samples", region, "cart", locale)} hidden>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="choose" value="1" />
      <ReturnToField />
      <input type="hidden" name={CSRF_FIELD_NAME} value={visitor?.csrf ?? ""} />
    </form>
  );
}
