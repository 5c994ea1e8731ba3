/** True while scripts/prerender.mjs renders the page to static HTML (no banner, chat or analytics then). */
export const isPrerendering = (): boolean => typeof window !== "undefined" && window.__PRERENDER__ === true;
