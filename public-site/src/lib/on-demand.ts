import { useCallback, useState } from "react";

/**
 * A module loaded on demand (the first time `request()` is called, e.g. when a visitor starts filling
 * in a form), rather than with the page: undefined until it has arrived.
 */
export function useOnDemand<T>(load: () => Promise<T>): { module: T | undefined; request: () => void } {
  const [module, setModule] = useState<T>();
  const [asked, setAsked] = useState(false);
  const request = useCallback(() => {
    if (asked) return;
    setAsked(true);
    load().then(setModule, () => setAsked(false));
  }, [asked, load]);
  return { module, request };
}
