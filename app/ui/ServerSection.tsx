/**
 * Static sections rendered once, on the server (decision 0038). A page's first view is a document:
 * the server renders every section, and the browser keeps the markup of the static ones as it came,
 * without their data in the hydration script (text in the markup is not sent twice). After a client
 * navigation the loader's `.data` answer carries that data, and the same components render it in
 * the browser.
 *
 * A loader puts a section's data in `AppContext.serverOnly` on document requests and returns null
 * in its place (`serverOnlyData`); the component reads it back with `useServerOnly`. While
 * hydrating, the section is an element whose inner HTML React leaves alone.
 */
import { createContext, useContext, type ReactNode } from "react";
import type { Catalogue } from "../../core/i18n/types";

interface ServerOnly {
  store: ReadonlyMap<string, unknown>;
  /** The locale's whole message catalogue: static sections may use messages the browser was not sent. */
  catalogue: Catalogue | null;
}

const ServerOnlyContext = createContext<ServerOnly | null>(null);
/** Set by entry.server from the request's load context; absent in the browser. */
export const ServerOnlyProvider = ServerOnlyContext.Provider;

const SectionCatalogue = createContext<Catalogue | null>(null);
/** The catalogue a server-only section translates with (useT), or null outside one. */
export const useSectionCatalogue = () => useContext(SectionCatalogue);

/** A loader's data for a static section: kept on the server for a document request, returned otherwise. */
export function serverOnlyData<T>(app: { documentRequest: boolean; serverOnly: Map<string, unknown> }, name: string, data: T): T | null {
  if (!app.documentRequest) return data;
  app.serverOnly.set(name, data);
  return null;
}

/** The section's data: from the loader after a client navigation, from the server's store in a document render, null while hydrating. */
export function useServerOnly<T>(name: string, fromLoader: T | null): T | null {
  const serverOnly = useContext(ServerOnlyContext);
  if (fromLoader !== null) return fromLoader;
  return (serverOnly?.store.get(name) as T | undefined) ?? null;
}

// One object, so a re-render before the data arrives never touches the server's markup.
const KEEP_SERVER_MARKUP = { __html: "" };

/**
 * A static section: `children` rendered from `data`, or, while the page hydrates (no data), an
 * element that keeps the server's markup. `display: contents` (base.css) keeps the wrapper out of
 * the layout. The key remounts the section when data arrives, so the two forms never mix.
 */
export function ServerSection<T>({ data, children }: { data: T | null; children: (data: T) => ReactNode }) {
  const serverOnly = useContext(ServerOnlyContext);
  if (data === null) return <div key="kept" className="server-section" dangerouslySetInnerHTML={KEEP_SERVER_MARKUP} suppressHydrationWarning />;
  const section = (
    <div key="rendered" className="server-section">
      {children(data)}
    </div>
  );
  return serverOnly ? <SectionCatalogue.Provider value={serverOnly.catalogue}>{section}</SectionCatalogue.Provider> : section;
}
