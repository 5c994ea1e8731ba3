import { useEffect, useRef } from "react";

/**
 * A confirmation that replaces a form: once `shown`, it is focused (a screen reader reads it) and
 * scrolled to the middle of the screen, so a visitor on a phone sees it instead of the page below the
 * form that was. The element needs tabIndex={-1}.
 */
export function useReveal<T extends HTMLElement>(shown: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!shown || !element) return;
    element.focus({ preventScroll: true });
    const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
    element.scrollIntoView({ block: "center", behavior: reduced ? "auto" : "smooth" });
  }, [shown]);
  return ref;
}
