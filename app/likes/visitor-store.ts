/**
 * The visitor's personal state on public pages, fetched once per page load from the visitor
 * endpoint (server/http/visitor-route.ts) after hydration, and shared by every like control.
 */
import { useEffect, useSyncExternalStore } from "react";
import { apiPath } from "../../core/routing/region-path";
import type { Region } from "../../core/regions/regions";

export interface VisitorState {
  signedIn: boolean;
  likes: ReadonlySet<string>;
  /** Samples in the visitor's sample cart (the header's count). */
  samples: number;
  csrf: string;
}

let state: VisitorState | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function publish(next: VisitorState) {
  state = next;
  for (const listener of listeners) listener();
}

function load(region: Region): Promise<void> {
  loading ??= fetch(apiPath(region, "visitor"), { credentials: "same-origin", headers: { Accept: "application/json" } })
    .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
    .then((body: { signedIn: boolean; likes: string[]; samples?: number; csrf: string }) => publish({ signedIn: body.signedIn, likes: new Set(body.likes), samples: body.samples ?? 0, csrf: body.csrf }))
    .catch(() => {
      loading = null;
    });
  return loading;
}

/** The visitor, waiting for the request under way (or making one): null if it fails. */
export async function loadVisitor(region: Region): Promise<VisitorState | null> {
  if (state) return state;
  await load(region);
  return state;
}

/** Null until known (server render, first paint): controls then work as plain forms. */
export function useVisitor(region: Region): VisitorState | null {
  useEffect(() => void load(region), [region]);
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => null,
  );
}

export function setLiked(contentId: string, liked: boolean) {
  if (!state) return;
  const likes = new Set(state.likes);
  if (liked) likes.add(contentId);
  else likes.delete(contentId);
  publish({ ...state, likes });
}

/** After a sample was added in the background: the header's count follows. */
export function setSampleCount(samples: number) {
  if (state) publish({ ...state, samples });
}
