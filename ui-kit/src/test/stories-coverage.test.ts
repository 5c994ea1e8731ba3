import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const srcDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");

interface ExportedComponent {
  name: string;
  module: string;
}

// Components are the PascalCase value exports of local .tsx modules in src/index.ts.
function exportedComponents(): ExportedComponent[] {
  const index = readFileSync(join(srcDir, "index.ts"), "utf8");
  const found: ExportedComponent[] = [];
  for (const match of index.matchAll(/export\s*\{([^}]*)\}\s*from\s*"(\.\/[^"]+\.tsx)"/g)) {
    const [, names = "", module = ""] = match;
    for (const part of names.split(",")) {
      const name = part.trim();
      if (/^[A-Z]/.test(name)) found.push({ name, module });
    }
  }
  return found;
}

describe("stories", () => {
  const components = exportedComponents();

  it("finds the components exported from src/index.ts", () => {
    expect(components.map((c) => c.name)).toEqual(
      expect.arrayContaining(["Button", "DataTable", "AdminShell"]),
    );
  });

  it.each(components)("$name has a story file next to it that shows it", ({ name, module }) => {
    const storyFile = join(srcDir, module.replace(/\.tsx$/, ".stories.tsx"));
    expect(existsSync(storyFile), `${storyFile} is missing`).toBe(true);
    expect(readFileSync(storyFile, "utf8")).toMatch(new RegExp(`\\b${name}\\b`));
  });

  it.each(components)("$name has stories in both languages", ({ module }) => {
    const storyFile = join(srcDir, module.replace(/\.tsx$/, ".stories.tsx"));
    expect(readFileSync(storyFile, "utf8")).toMatch(/locale:\s*"sw"/);
  });
});
