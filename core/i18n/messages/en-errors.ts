/**
 * The English wording of the generic error page, in a module of its own: the root error boundary
 * falls back to it when the page's messages never arrived, without shipping the whole English
 * catalogue to every browser.
 */
export const enErrors = {
  "error.generic.title": "Something went wrong",
  "error.generic.body": "We could not show this page just now. Please try again in a moment.",
  "error.generic.retry": "Reload the page",
};
