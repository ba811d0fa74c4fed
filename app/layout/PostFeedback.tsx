import { useLocation } from "react-router";
import { sectionPath } from "../../core/routing/region-path";
import { compareHref } from "../compare/compare-href";
import { FEEDBACK_CLOSED, POST_FEEDBACK } from "../forms/post-feedback";
import { useRootData, useT } from "../i18n/use-i18n";
import { useHydrated } from "../finder/use-hydrated";
import "../styles/post-feedback.css";

/**
 * What a post without JavaScript says when the visitor is back on their page (decision 0052): the
 * redirect names it in the fragment (`#sample-added`), the same cached page for everyone carries
 * every note, and CSS `:target` shows the one named. Once hydrated the location's hash decides
 * instead, since a client navigation does not change what `:target` matches.
 */
export function PostFeedback() {
  const t = useT();
  const { region, locale } = useRootData();
  const { hash } = useLocation();
  // Only once hydrated: the server never sees the fragment, so the first render must match its HTML.
  const hydrated = useHydrated();
  const shown = hydrated ? hash.slice(1) : null;
  const notes = [
    { id: POST_FEEDBACK.sampleAdded, text: t("samples.added"), href: sectionPath("samples", region, "cart", locale), label: t("samples.viewCart") },
    { id: POST_FEEDBACK.compareAdded, text: t("compare.added"), href: compareHref(region, locale), label: t("compare.open") },
    { id: POST_FEEDBACK.liked, text: t("likes.saved"), href: sectionPath("account", region, "likes", locale), label: t("likes.title") },
  ];
  return (
    <div className="post-feedback">
      {/* Once hydrated only the named note stays, so its words are on the page once, not beside the form's own status. */}
      {notes.filter((note) => !hydrated || note.id === shown).map((note) => (
        <p key={note.id} id={note.id} className="post-feedback__note" tabIndex={-1} data-shown={shown === note.id || undefined}>
          {note.text} <a href={note.href}>{note.label}</a>
          {/* Fixed over the page's foot, so it can be put away; a fragment link works without JavaScript. */}
          <a href={`#${FEEDBACK_CLOSED}`} className="post-feedback__close" aria-label={t("ui.close")}>
            <span aria-hidden="true">×</span>
          </a>
        </p>
      ))}
    </div>
  );
}
