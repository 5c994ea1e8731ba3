// The public site's server side (built by `vite build --ssr src/server/index.ts` to dist/server/index.js):
// what the one-origin server (api) and the public site's own server import.
export { createPageServer } from "./page-server.ts";
