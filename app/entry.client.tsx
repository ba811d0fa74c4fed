/**
 * React Router's default browser entry, except that hydration waits for the document's message sets
 * (app/i18n/message-sets.tsx, decision 0041). Should they not arrive, the page stays as the server
 * rendered it: every page works without JavaScript (links, forms), so that is a working page.
 */
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadMessageSets } from "./i18n/message-sets";

loadMessageSets(document).then(
  () =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  (error: unknown) => console.error("The page's messages did not load; it stays as the server rendered it.", error),
);
