import { describe, expect, it } from "vitest";
import { devServer, federationConfig, oneOriginInDev } from "./index.ts";

type Handler = (
  req: { url?: string; method?: string; headers: Record<string, string> },
  res: { statusCode: number; setHeader(name: string, value: string): void; end(body?: string): void },
  next: () => void,
) => void;

/** What the dev server of `app` answers to one request: the plugin's own answer, or "next". */
function devRequest(
  app: Parameters<typeof oneOriginInDev>[0],
  url: string,
  accept = "text/html",
  env: Record<string, string> = {},
) {
  let handler: Handler | undefined;
  const plugin = oneOriginInDev(app);
  const configure = plugin.configureServer as (server: unknown) => void;
  configure({ config: { env }, middlewares: { use: (h: Handler) => (handler = h) } });
  const answer = { status: 200, headers: {} as Record<string, string>, body: "", next: false };
  handler?.(
    { url, method: "GET", headers: { accept } },
    {
      set statusCode(value: number) {
        answer.status = value;
      },
      get statusCode() {
        return answer.status;
      },
      setHeader: (name, value) => {
        answer.headers[name] = value;
      },
      end: (body = "") => {
        answer.body = body;
      },
    },
    () => {
      answer.next = true;
    },
  );
  return answer;
}

describe("the one origin in development", () => {
  it("points /_mf/remotes.json at the dev servers (the public site's remote at the API)", () => {
    const answer = devRequest("pastorCrm", "/_mf/remotes.json", "application/json");
    expect(JSON.parse(answer.body)).toEqual({
      publicSite: "http://localhost:3000/_mf/site/remoteEntry.js",
      adminPortal: "http://localhost:5174/remoteEntry.js",
      pastorCrm: "http://localhost:5175/remoteEntry.js",
    });
  });

  it("in mock mode (no API) points the public site's remote at its remote dev server", () => {
    const answer = devRequest("adminPortal", "/_mf/remotes.json", "application/json", { VITE_MOCK_API: "1" });
    expect(JSON.parse(answer.body)).toMatchObject({
      publicSite: "http://localhost:5176/_mf/site/remoteEntry.js",
    });
  });

  it("sends a page another app owns to that app's dev server, and serves its own", () => {
    const elsewhere = devRequest("publicSite", "/admin-login?from=%2Fevents");
    expect(elsewhere.status).toBe(302);
    expect(elsewhere.headers.location).toBe("http://localhost:5174/admin-login?from=%2Fevents");
    expect(devRequest("publicSite", "/sw/events").next).toBe(true);
    expect(devRequest("adminPortal", "/admin/crm").headers.location).toBe("http://localhost:5175/admin/crm");
    // Files (and anything not asking for a page) are the server's own.
    expect(devRequest("adminPortal", "/src/main.tsx").next).toBe(true);
    expect(devRequest("adminPortal", "/events", "application/json").next).toBe(true);
  });

  it("gives each app its fixed port and proxies /api/ (not /api-test) to the API", () => {
    const { server, preview } = devServer("pastorCrm", ["^/_mf/site/"]);
    expect(server?.port).toBe(5175);
    expect(preview?.port).toBe(5175);
    expect(server?.origin).toBe("http://localhost:5175");
    expect(Object.keys(server?.proxy ?? {})).toEqual(["^/api/", "^/_mf/site/"]);
  });
});

describe("federationConfig", () => {
  it("shares the page-wide libraries as singletons in every app", () => {
    const config = federationConfig("adminPortal", { "./SignedInMenu": "./src/exposed/signed-in-menu.tsx" });
    expect(config.name).toBe("adminPortal");
    expect(config.filename).toBe("remoteEntry.js");
    expect(config.shared).toMatchObject({
      react: { singleton: true },
      "react-dom": { singleton: true },
      "react-router-dom": { singleton: true },
      "@church/ui-kit": { singleton: true },
      i18next: { singleton: true },
      "react-i18next": { singleton: true },
    });
  });
});
