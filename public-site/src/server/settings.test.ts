// @vitest-environment node
import { describe, expect, it } from "vitest";
import { parseSettings, SettingsError } from "./settings.ts";

const required = { API_ORIGIN: "http://church-api:3000/", PUBLIC_BASE_URL: "https://church.example.org/" };

describe("settings of the public site's own server", () => {
  it("takes the API's internal address and the public one, and production defaults for the rest", () => {
    expect(parseSettings(required)).toMatchObject({
      API_ORIGIN: "http://church-api:3000",
      PUBLIC_BASE_URL: "https://church.example.org",
      PORT: 8080,
      PAGE_CACHE_MS: 60_000,
      PAGE_CACHE_MS_DISCONNECTED: 5_000,
      REMOTE_PUBLIC_SITE: "/_mf/site/remoteEntry.js",
    });
    // An empty value is an unset one (compose passes `${VAR:-}` as "").
    expect(parseSettings({ ...required, PORT: "", INSTANCE_ID: "" })).toMatchObject({ PORT: 8080 });
  });

  it("stops with a message naming each bad or missing setting", () => {
    const failure = (source: NodeJS.ProcessEnv) => {
      try {
        parseSettings(source);
      } catch (error) {
        expect(error).toBeInstanceOf(SettingsError);
        return (error as Error).message;
      }
      throw new Error("accepted");
    };
    const missing = failure({});
    expect(missing).toContain("API_ORIGIN: API_ORIGIN must be the API's internal http(s) URL");
    expect(missing).toContain("PUBLIC_BASE_URL:");
    expect(failure({ ...required, API_ORIGIN: "church-api:3000" })).toContain("API_ORIGIN:");
    expect(failure({ ...required, PUBLIC_BASE_URL: "ftp://church.example.org" })).toContain(
      "PUBLIC_BASE_URL:",
    );
    const port = failure({ ...required, PORT: "80800" });
    expect(port).toContain("PORT:");
    expect(port).not.toContain("API_ORIGIN");
    expect(failure({ ...required, PAGE_CACHE_MS: "soon" })).toContain("PAGE_CACHE_MS:");
    expect(failure({ ...required, PAGE_CACHE_MS_DISCONNECTED: "50" })).toContain(
      "PAGE_CACHE_MS_DISCONNECTED:",
    );
  });
});
