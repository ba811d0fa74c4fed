/**
 * What every like control shares (the product page's button, finder cards, compare columns):
 * where a like posts, the page to come back to, and the background toggle once the visitor is
 * known. Each control still renders a plain form (or a button of a shared one) that posts the same
 * fields, so it works before and without JavaScript.
 */
import { useEffect, useRef } from "react";
import { useFetcher, useLocation } from "react-router";
import { sectionPath } from "../../core/routing/region-path";
import { CSRF_FIELD_NAME } from "../forms/csrf-field-name";
import { useRootData, useT } from "../i18n/use-i18n";
import { loadVisitor, setLiked, useVisitor, type VisitorState } from "./visitor-store";

/** The likes page action's answer to a `js=1` post (app/routes/account/likes-page.tsx). */
export interface LikeResult {
  ok: boolean;
  liked?: boolean;
  signedOut?: boolean;
  signInHref?: string;
}

/** The one form a page's like buttons submit without JavaScript (`form="like-form"`). */
export const LIKE_FORM_ID = "like-form";

/** Where likes post, the current page to come back to, and the CSRF token once the visitor is known. */
export function useLikeTarget() {
  const { region, locale } = useRootData();
  const location = useLocation();
  const visitor = useVisitor(region);
  return { region, action: sectionPath("account", region, "likes", locale), returnTo: location.pathname + location.search, visitor };
}

/**
 * One product's like: its state, its accessible name, and `toggle()`, which likes or unlikes in
 * the background. Callers call it instead of letting their form post: their handler only runs
 * once the page is hydrated, and the form is what works before that and without JavaScript.
 * Signed in, the heart changes at once and goes back if the server refuses; signed out, nothing
 * changes and `onSignedOut` receives the sign-in link that completes the like.
 * Each product has its own fetcher, so quick clicks on several cards do not cancel each other,
 * and a like revalidates no loader: public pages do not show likes, the visitor store does.
 */
export function useLike(contentId: string, name: string, onSignedOut?: (signInHref: string) => void) {
  const t = useT();
  const { region, action, returnTo, visitor } = useLikeTarget();
  const fetcher = useFetcher<LikeResult>({ key: `like:${contentId}` });
  const liked = visitor?.likes.has(contentId) ?? false;
  const optimistic = useRef<boolean | null>(null);
  const handled = useRef<LikeResult | null>(null);

  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (!result || handled.current === result) return;
    handled.current = result;
    if (!result.ok && optimistic.current !== null) setLiked(contentId, !optimistic.current);
    optimistic.current = null;
    if (result.signedOut && result.signInHref) onSignedOut?.(result.signInHref);
  }, [result, contentId, onSignedOut]);

  const toggle = () => {
    const send = (known: VisitorState) => {
      const next = !known.likes.has(contentId);
      if (known.signedIn) {
        optimistic.current = next;
        setLiked(contentId, next);
      }
      void fetcher.submit({ intent: next ? "like" : "unlike", contentId, returnTo, [CSRF_FIELD_NAME]: known.csrf, js: "1" }, { method: "post", action, defaultShouldRevalidate: false });
    };
    if (visitor) send(visitor);
    // Hydrated but the visitor is still on its way: wait for it rather than post the plain form,
    // which would come back asking to confirm. If it cannot be fetched, nothing changes.
    else void loadVisitor(region).then((known) => known && send(known));
  };

  return {
    action,
    returnTo,
    /** Empty until the visitor is known: a form posted without it is asked to confirm (decision 0030). */
    csrf: visitor?.csrf ?? "",
    liked,
    label: liked ? t("likes.remove", { name }) : t("likes.add", { name }),
    toggle,
    signInHref: result?.signedOut ? (result.signInHref ?? null) : null,
  };
}
