import { CSRF_FIELD_NAME } from "../forms/csrf-field-name";
import { LIKE_FORM_ID, useLikeTarget } from "./use-like";

/**
 * The one hidden form a page's card hearts submit without JavaScript (`form="like-form"`, each
 * button adding its `contentId`): a like, coming back to this page. Its token is filled once the
 * visitor is known; a post without one is asked to confirm (decision 0030).
 */
export function LikeForm() {
  const { action, returnTo, visitor } = useLikeTarget();
  return (
    <form id={LIKE_FORM_ID} method="post" action={action} hidden>
      <input type="hidden" name="intent" value="like" />
      <input type="hidden" name="returnTo" value={returnTo} />
      <input type="hidden" name={CSRF_FIELD_NAME} value={visitor?.csrf ?? ""} />
    </form>
  );
}
