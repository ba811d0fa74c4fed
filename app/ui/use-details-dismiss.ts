import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Progressive enhancement for a <details> disclosure used as a menu: once hydrated it closes on
 * Escape (returning focus to its summary), on a click outside, and after navigating.
 */
export function useDetailsDismiss<T extends HTMLDetailsElement>() {
  const ref = useRef<T>(null);
  const location = useLocation();
  const here = location.pathname + location.search;
  const shownAt = useRef(here);

  // Only after a navigation, never at hydration: a visitor who opened the menu before the scripts
  // ran (a plain <details> works without them) must find it still open.
  useEffect(() => {
    if (shownAt.current === here) return;
    shownAt.current = here;
    if (ref.current) ref.current.open = false;
  }, [here]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const details = ref.current;
      if (event.key !== "Escape" || !details?.open) return;
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const details = ref.current;
      if (details?.open && event.target instanceof Node && !details.contains(event.target)) details.open = false;
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, []);

  return ref;
}
