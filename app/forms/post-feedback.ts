/**
 * What a form posted without JavaScript says once the visitor is back on the page they were on
 * (decision 0052). The page may be public and cached, the same for everyone, so the feedback
 * cannot be in its HTML for one visitor: the redirect names it in the URL's fragment, which no
 * server or cache sees, and the page shows the matching note with CSS `:target`
 * (app/layout/PostFeedback.tsx).
 */
export const POST_FEEDBACK = { sampleAdded: "sample-added", compareAdded: "compare-added", liked: "liked" } as const;
export type PostFeedback = (typeof POST_FEEDBACK)[keyof typeof POST_FEEDBACK];

/**
 * The fragment a note's Close link goes to: no element has it, so the note stops being the
 * `:target` (or the hash) and hides, without a request and without scrolling the page.
 */
export const FEEDBACK_CLOSED = "feedback-closed";

/** The posted field that names the page a no-JS post returns to (checked by `safeReturnTo`). */
export const RETURN_TO_FIELD = "returnTo";
