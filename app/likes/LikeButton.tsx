import { useFetcher, useLocation } from "react-router";
import { sectionPath } from "../../core/routing/region-path";
import { useRootData, useT } from "../i18n/use-i18n";
import { CSRF_FIELD_NAME } from "../forms/csrf-field-name";
import { setLiked, useVisitor } from "./visitor-store";
import "./likes.css";

interface LikeResult {
  ok: boolean;
  liked?: boolean;
  signedOut?: boolean;
  signInHref?: string;
}

/**
 * Likes a product. A form that posts to the likes page, so it works before (and without)
 * JavaScript; once the visitor is known, it posts in the background with the CSRF token and
 * shows the liked state. Signed out: the spec's 'Log in to save to your Likes', with a sign-in
 * that comes back here and completes the like.
 */
export function LikeButton({ contentId, name }: { contentId: string; name: string }) {
  const t = useT();
  const { region, locale } = useRootData();
  const location = useLocation();
  const visitor = useVisitor(region);
  const fetcher = useFetcher<LikeResult>();
  const liked = visitor?.likes.has(contentId) ?? false;
  const action = sectionPath("account", region, "likes", locale);
  const result = fetcher.data;
  const label = liked ? t("likes.remove", { name }) : t("likes.add", { name });
  return (
    <div className="like">
      <fetcher.Form
        method="post"
        action={action}
        onSubmit={(event) => {
          if (!visitor) return; // not known yet: the plain form posts
          event.preventDefault();
          setLiked(contentId, !liked);
          const form = new FormData(event.currentTarget);
          form.set("js", "1");
          void fetcher.submit(form, { method: "post", action });
        }}
      >
        <input type="hidden" name="intent" value={liked ? "unlike" : "like"} />
        <input type="hidden" name="contentId" value={contentId} />
        <input type="hidden" name="returnTo" value={location.pathname + location.search} />
        <input type="hidden" name={CSRF_FIELD_NAME} value={visitor?.csrf ?? ""} />
        <button type="submit" className="like__button" aria-pressed={liked} aria-label={label} title={label}>
          <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill={liked ? "currentColor" : "none"} stroke="currentColor" strokeWidth="1.6">
            <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />
          </svg>
          <span className="like__text" aria-hidden="true">
            {liked ? t("likes.saved") : t("header.likes")}
          </span>
        </button>
      </fetcher.Form>
      <div role="status" className="like__status">
        {result?.signedOut ? (
          <p>
            {t("message.loginToLike")} · <a href={result.signInHref}>{t("likes.signIn")}</a>
          </p>
        ) : null}
      </div>
    </div>
  );
}
