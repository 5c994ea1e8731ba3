import { readFileSync } from "node:fs";
import { join } from "node:path";
import { publicRoutes } from "@church/contracts";
import { describe, expect, it } from "vitest";

describe("scripts/prerender.mjs", () => {
  it("prerenders every public route that has no parameter", () => {
    const script = readFileSync(join(__dirname, "../../scripts/prerender.mjs"), "utf8");
    const list = script.slice(
      script.indexOf("const staticRoutes = ["),
      script.indexOf("];", script.indexOf("const staticRoutes")),
    );
    const listed = [...list.matchAll(/"(\/[^"]*)"/g)].map((match) => match[1]);
    expect(listed.sort()).toEqual(publicRoutes.filter((route) => !route.includes(":")).sort());
  });
});
