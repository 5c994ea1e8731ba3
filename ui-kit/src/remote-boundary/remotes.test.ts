import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRemoteLoader, type RemoteEntry } from "./remotes.ts";

/** A federation instance that knows the modules it is given, and records the remotes it got. */
function fakeFederation(modules: Record<string, unknown>) {
  const registered: RemoteEntry[][] = [];
  const start = vi.fn(async (remotes: Promise<RemoteEntry[]>) => {
    registered.push(await remotes);
    return { loadRemote: async <T>(id: string) => (modules[id] as T | undefined) ?? null };
  });
  return { start, registered };
}

beforeEach(() => {
  vi.stubGlobal("location", new URL("https://church.example/admin"));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("createRemoteLoader", () => {
  it("registers the other apps from /_mf/remotes.json once, and loads their modules", async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({
        publicSite: "https://cdn.example/site/remoteEntry.js",
        adminPortal: "/_mf/admin/remoteEntry.js",
        pastorCrm: "/_mf/crm/remoteEntry.js",
      }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const { start, registered } = fakeFederation({ "pastorCrm/RecordsScreen": { default: "records" } });
    const loadRemoteModule = createRemoteLoader("adminPortal", start);

    await expect(loadRemoteModule("pastorCrm/RecordsScreen")).resolves.toEqual({ default: "records" });
    await expect(loadRemoteModule("pastorCrm/RecordsScreen")).resolves.toEqual({ default: "records" });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledTimes(1);
    expect(registered).toEqual([
      [
        { name: "publicSite", entry: "https://cdn.example/site/remoteEntry.js", type: "module" },
        { name: "pastorCrm", entry: "https://church.example/_mf/crm/remoteEntry.js", type: "module" },
      ],
    ]);
  });

  it("assumes the one-origin layout when the file is missing or not in its shape", async () => {
    for (const answer of [new Response("not found", { status: 404 }), Response.json({ publicSite: 1 })]) {
      vi.stubGlobal(
        "fetch",
        vi.fn(async () => answer),
      );
      const { start, registered } = fakeFederation({ "adminPortal/SignedInMenu": { default: "menu" } });
      await createRemoteLoader("publicSite", start)("adminPortal/SignedInMenu");
      expect(registered[0]?.map((remote) => remote.entry)).toEqual([
        "https://church.example/_mf/admin/remoteEntry.js",
        "https://church.example/_mf/crm/remoteEntry.js",
      ]);
    }
  });

  it("rejects, naming the module, when a remote has not got it", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    const { start } = fakeFederation({});
    await expect(createRemoteLoader("pastorCrm", start)("adminPortal/SignedInMenu")).rejects.toThrow(
      "Remote module adminPortal/SignedInMenu could not be loaded",
    );
  });

  it("takes the contracts' types only: the public site's first load carries no zod (decision 022)", () => {
    const source = readFileSync(join(import.meta.dirname, "remotes.ts"), "utf8");
    expect(source.match(/^import (?!type )[^;]*;/gms) ?? []).toEqual([]);
  });
});
