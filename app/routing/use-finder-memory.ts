import { useEffect } from "react";
import { useLocation, useNavigate, useNavigationType } from "react-router";
import { cameFromProductPage } from "./page-history";

/** The sessionStorage key of the finder the visitor left (named on the cookies page). */
export const FINDER_MEMORY_KEY = "finder-memory";

/** A scroll position to apply once the restored finder URL has rendered. */
let pendingScroll: { href: string; y: number } | null = null;

interface FinderMemory {
  /** The finder without filters, as a path. */
  base: string;
  /** The full URL last shown for that finder (filters, sort, pages loaded). */
  href: string;
  scrollY: number;
}

function read(): FinderMemory | null {
  try {
    return JSON.parse(sessionStorage.getItem(FINDER_MEMORY_KEY) ?? "null") as FinderMemory | null;
  } catch {
    return null;
  }
}

/**
 * The navigation guard of spec §4. Entering a finder resets its remembered filters — except when
 * the visitor arrives straight from a product page: then the filters, the results loaded so far
 * and the scroll position come back. The browser's back button restores all that by itself (the
 * URL holds the state); this covers a plain link from a product page to its finder.
 */
export function useFinderMemory(base: string): void {
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const href = location.pathname + location.search;

  useEffect(() => {
    // The restored page has been committed: now its height is right for the remembered scroll.
    if (pendingScroll?.href === href) {
      window.scrollTo(0, pendingScroll.y);
      pendingScroll = null;
      return;
    }
    const memory = read();
    const search = new URLSearchParams(location.search);
    search.delete("lang");
    const plainEntry = location.pathname === base && search.size === 0;
    if (navigationType === "PUSH" && plainEntry && cameFromProductPage(location.key) && memory?.base === base && memory.href !== href) {
      pendingScroll = { href: memory.href, y: memory.scrollY };
      void navigate(memory.href, { replace: true, preventScrollReset: true });
      return;
    }
    if (!(memory?.base === base && memory.href === href)) {
      sessionStorage.setItem(FINDER_MEMORY_KEY, JSON.stringify({ base, href, scrollY: 0 } satisfies FinderMemory));
    }
  }, [base, href, location.key, location.pathname, location.search, navigate, navigationType]);

  useEffect(() => {
    let frame = 0;
    const saveNow = () => {
      // Scroll events while leaving (the next page resets the scroll before this effect is
      // cleaned up) belong to the next page, not to this finder.
      if (window.location.pathname + window.location.search !== href) return;
      const memory = read();
      if (memory?.base === base) sessionStorage.setItem(FINDER_MEMORY_KEY, JSON.stringify({ ...memory, href, scrollY: Math.round(window.scrollY) }));
    };
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(saveNow);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    // A click may start a navigation before the next animation frame: save at once.
    document.addEventListener("click", saveNow, true);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
      document.removeEventListener("click", saveNow, true);
    };
  }, [base, href]);
}
