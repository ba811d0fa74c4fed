/**
 * A document's messages travel as small JSON files that the browser caches, not inside every page's
 * hydration script (decision 0041). The shell's set is the same on every page of a language, and a
 * page kind's set the same on every page of that kind, so a visitor downloads each once. The
 * loader data of a document names a set by its address; the head preloads it; the browser fetches
 * it before hydrating (app/entry.client.tsx). A client navigation's `.data` answer carries the
 * messages themselves, as before.
 */
import { useMatches } from "react-router";
import type { CatalogueOverrides } from "../../core/i18n/types";

/** Where a document's set of messages is (loader data). No message key lacks a dot, so it never reads as a message. */
export interface MessageSetRef {
  messageSet: string;
}
/** Messages in loader data: the set itself (client navigations) or where it is (documents). */
export type SentMessages = CatalogueOverrides | MessageSetRef;

const isRef = (messages: SentMessages): messages is MessageSetRef => typeof (messages as Partial<MessageSetRef>).messageSet === "string";

/** Sets by address: filled by the loaders on the server, by `loadMessageSets` in the browser. */
const known = new Map<string, CatalogueOverrides>();

export function rememberMessageSet(ref: MessageSetRef, messages: CatalogueOverrides): void {
  known.set(ref.messageSet, messages);
}

/** The messages loader data sent, wherever they are; undefined for a set that has not arrived. */
export function messagesOf(sent: SentMessages | undefined): CatalogueOverrides | undefined {
  if (!sent || !isRef(sent)) return sent;
  return known.get(sent.messageSet);
}

const LINK_SELECTOR = 'link[rel="preload"][data-message-set]';

/** Browser: fetches the sets the document's head names (already on their way: preloaded), before hydration. */
export async function loadMessageSets(doc: Document): Promise<void> {
  const hrefs = [...doc.querySelectorAll(LINK_SELECTOR)].map((link) => link.getAttribute("href") ?? "");
  await Promise.all(
    hrefs.map(async (href) => {
      const response = await fetch(href, { credentials: "same-origin" });
      if (!response.ok) throw new Error(`${href} answered ${response.status}`);
      known.set(href, (await response.json()) as CatalogueOverrides);
    }),
  );
}

/** The sets the current route data names: the root's (`messages`) and the page's (`page.messages`). */
function useMessageSetRefs(): string[] {
  const refs: string[] = [];
  for (const match of useMatches()) {
    const data = match.data as { messages?: SentMessages; page?: { messages?: SentMessages } } | undefined;
    for (const sent of [data?.messages, data?.page?.messages]) if (sent && isRef(sent)) refs.push(sent.messageSet);
  }
  return refs;
}

/**
 * Head links that start the sets' download with the document's other resources. `crossOrigin`
 * makes the preload's request the same as `fetch`'s, so the fetch is answered from it.
 */
export function MessageSetLinks() {
  return useMessageSetRefs().map((href) => <link key={href} rel="preload" as="fetch" href={href} crossOrigin="anonymous" data-message-set="" />);
}
