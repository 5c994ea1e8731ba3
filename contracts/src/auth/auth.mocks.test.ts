import { afterEach, describe, expect, it, vi } from "vitest";

/** The part of a browser's `document.cookie` the mocks use: set one cookie at a time, read them all. */
function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    get cookie() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    },
    set cookie(line: string) {
      const [pair = "", ...attributes] = line.split("; ");
      const [name = "", value = ""] = pair.split("=");
      if (attributes.includes("max-age=0")) cookies.delete(name);
      else cookies.set(name, value);
    },
  };
}

// A page load is a fresh copy of the mocks' modules.
async function loadPage() {
  vi.resetModules();
  return import("../mocks.ts");
}

describe("the mock session in a browser (mock mode)", () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, "document");
  });

  it("survives a reload until the mocks are reset", async () => {
    Object.assign(globalThis, { document: cookieJar() });
    const first = await loadPage();
    expect(first.currentMockUser()).toBeUndefined();
    first.setMockSession("pastor@amani-friends.example");

    const reloaded = await loadPage();
    expect(reloaded.currentMockUser()?.name).toBe("Samuel Mwangi");

    reloaded.resetMocks();
    expect((await loadPage()).currentMockUser()).toBeUndefined();
  });
});
