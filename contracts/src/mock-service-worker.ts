import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/** The part of a Vite dev server this plugin uses (so contracts needs no Vite types). */
interface DevServer {
  config: { env: Record<string, string | undefined> };
  middlewares: {
    use(
      path: string,
      handler: (
        req: unknown,
        res: { setHeader(name: string, value: string): void; end(body: Buffer): void },
      ) => void,
    ): void;
  };
}

/**
 * A Vite plugin that serves MSW's `/mockServiceWorker.js` from the msw package, only on the dev server
 * and only with VITE_MOCK_API=1. The worker belongs to builds that use mocks, never to production:
 * a copy in an app's `public/` folder was shipped at `/`, `/_mf/admin/` and `/_mf/crm/`.
 * (Storybook generates its own copy with `msw init .storybook/public`.)
 */
export function mockServiceWorkerInDev() {
  return {
    name: "church:mock-service-worker-in-dev",
    apply: "serve" as const,
    configureServer(server: DevServer) {
      if ((server.config.env.VITE_MOCK_API ?? process.env.VITE_MOCK_API) !== "1") return;
      const file = createRequire(import.meta.url).resolve("msw/mockServiceWorker.js");
      server.middlewares.use("/mockServiceWorker.js", (_req, res) => {
        res.setHeader("content-type", "text/javascript; charset=utf-8");
        res.setHeader("cache-control", "no-store");
        res.end(readFileSync(file));
      });
    },
  };
}
