import { CSRF_FIELD_NAME } from "../forms/csrf-field-name";
import { useT } from "../i18n/use-i18n";
import { useLike } from "./use-like";
import "./likes.css";
import { Icon } from "../ui/Icon";


interface LikeButtonProps {
  contentId: string;
  name: string;
  /** `icon`: the heart alone (compare columns); `full`: heart and word (the product page). */
  variant?: "full" | "icon";
  /** The page's token, on private pages that have one; public pages get it from the visitor. */
  csrf?: string;
  /**
   * Where a signed-out answer goes when the page shows it once for all its like controls; without
   * it, the control shows the message below itself.
   */
  onSignedOut?: (signInHref: string) => void;
}

/**
 * Likes a product. A form that posts to the likes page, so it works before (and without)
 * JavaScript; once the visitor is known, it posts in the background (useLike) and shows the liked
 * state. Signed out: the spec's 'Log in to save to your Likes', with a sign-in that comes back
 * here and completes the like.
 */
export function LikeButton({ contentId, name, variant = "full", csrf, onSignedOut }: LikeButtonProps) {
  const t = useT();
  const like = useLike(contentId, name, onSignedOut);
  const form = (
    <form
      method="post"
      action={like.action}
      className={variant === "icon" ? "like-form like-form--icon" : "like-form"}
      onSubmit={(event) => {
        event.preventDefault();
        like.toggle();
      }}
    >
      <input type="hidden" name="intent" value={like.liked ? "unlike" : "like"} />
      <input type="hidden" name="contentId" value={contentId} />
      <input type="hidden" name="returnTo" value={like.returnTo} />
      <input type="hidden" name={CSRF_FIELD_NAME} value={like.csrf || csrf || ""} />
      <button type="submit" className={variant === "icon" ? "like__icon" : "like__button"} aria-pressed={like.liked} aria-label={like.label} title={like.label}>
        <Icon name="heart" size={22} filled={like.liked} />
        {variant === "full" ? (
          <span className="like__text" aria-hidden="true">
            {like.liked ? t("likes.saved") : t("header.likes")}
          </span>
        ) : null}
      </button>
    </form>
  );
  if (onSignedOut) return form;
  return (
    <div className="like">
      {form}
      <LikeSignInStatus signInHref={like.signInHref} />
    </div>
  );
}

/**
 * The spec's 'Log in to save to your Likes' with the sign-in link that completes the like: a
 * status region, always present so the message is announced when it appears. `toast` pins it to
 * the bottom of the viewport, for pages with many like controls (finder, compare) that show it
 * once; it then has a close button.
 */
export function LikeSignInStatus({ signInHref, toast, onDismiss }: { signInHref: string | null; toast?: boolean; onDismiss?: () => void }) {
  const t = useT();
  return (
    <div role="status" className={toast ? "like__status like-toast" : "like__status"}>
      {signInHref ? (
        <p className="like-toast__body">
          <span>
            {t("message.loginToLike")} · <a href={signInHref}>{t("likes.signIn")}</a>
          </span>
          {toast && onDismiss ? (
            <button type="button" className="like-toast__close" aria-label={t("ui.close")} onClick={onDismiss}>
              <span aria-hidden="true">✕</span>
            </button>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
