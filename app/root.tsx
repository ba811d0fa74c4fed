import "@fontsource-variable/inter/wght.css";
import "./styles/tokens.css";
import "./styles/base.css";
import "./styles/layout.css";
import "./styles/pages.css";
import "./styles/finder.css";
import "./styles/forms.css";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteError, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from "react-router";
import { useEffect } from "react";
import type { Route } from "./+types/root";
import { createTranslator } from "../core/i18n/translate";
// Only the error page's English, not the whole catalogue (localeSubset in vite.config.ts).
import enErrors from "../locales/en.json?keys=error.generic.";
import type { Catalogue } from "../core/i18n/types";
import { navigationFor } from "../core/routing/navigation";
import { LANG_PARAM } from "../core/routing/region-path";
import { useNonce } from "./ui/nonce";
import { UNITS_HEAD_SCRIPT } from "./ui/units-preference";
import { REGION_CONFIG } from "../core/regions/regions";
import { ErrorPage } from "./pages/ErrorPage";
import { appContext, localeContext } from "./routing/contexts";
import { resolveLocale } from "./routing/pipeline.server";
import { messagesFor } from "./i18n/page-messages";
import { MessageSetLinks, messagesOf } from "./i18n/message-sets";
import { sendMessages } from "./i18n/message-sets.server";

export const middleware: Route.MiddlewareFunction[] = [resolveLocale];

/** The shell's data: region, language, the header's messages (for a document, where they are) and navigation, and where images live. */
export function loader({ context }: Route.LoaderArgs) {
  const { region, locale, catalogue } = context.get(localeContext);
  const app = context.get(appContext);
  const messages = sendMessages(app.documentRequest, locale, { name: "shell", messages: messagesFor(catalogue, "shell", locale) });
  return { region, locale, messages, nav: navigationFor(region), imageBase: app.publicEnv.imageBaseUrl };
}

/** Wording and navigation change only with the region or the language, not with every URL. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod) return defaultShouldRevalidate;
  const regionOf = (url: URL) => url.pathname.split("/")[1];
  return regionOf(currentUrl) !== regionOf(nextUrl) || currentUrl.searchParams.get(LANG_PARAM) !== nextUrl.searchParams.get(LANG_PARAM);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    // data-units is the visitor's choice, set by the head script before React hydrates: not React's to check.
    <html lang={data?.locale ?? "en"} data-units-default={data ? REGION_CONFIG[data.region].units : "metric"} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: UNITS_HEAD_SCRIPT }} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#f7f6f3" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        <MessageSetLinks />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    // Lets tests (and CSS, if ever needed) tell when the page has become interactive.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>("root");
  const t = createTranslator(data?.locale ?? "en", ((messagesOf(data?.messages) as Catalogue | undefined) ?? enErrors) as Catalogue);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <ErrorPage status={status} title={t("error.generic.title")} body={t("error.generic.body")} action={t("error.generic.retry")} />;
}
