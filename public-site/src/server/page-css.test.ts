import { describe, expect, it } from "vitest";
import { classesNeeded, createPageCss, type PageCssData } from "./page-css.ts";

describe("classesNeeded", () => {
  it("names the classes an element needs, not those it must lack or may have instead", () => {
    expect(classesNeeded(".ps-chip.ps-chip--on > .ck-icon:hover")).toEqual([
      "ps-chip",
      "ps-chip--on",
      "ck-icon",
    ]);
    expect(classesNeeded(".ps-menu:not(.ps-menu--open) a")).toEqual(["ps-menu"]);
    expect(classesNeeded(":is(.ps-a, .ps-b) .ps-c")).toEqual(["ps-c"]);
    expect(classesNeeded(".ps-card:has(.ps-card__picture)")).toEqual(["ps-card", "ps-card__picture"]);
    expect(classesNeeded('a[href$=".pdf"]::after')).toEqual([]);
    expect(classesNeeded("html[data-offline] .ps-offline-note")).toEqual(["ps-offline-note"]);
  });
});

describe("createPageCss", () => {
  const data: PageCssData = {
    modules: {
      "src/page.tsx": {
        classes: ["ps-page"],
        prefixes: [],
        imports: ["src/card.tsx"],
        dynamic: ["src/dialog.tsx"],
      },
      "src/card.tsx": { classes: ["ps-card"], prefixes: ["ps-card--"], imports: [], dynamic: [] },
      "src/dialog.tsx": { classes: ["ps-dialog"], prefixes: [], imports: [], dynamic: [] },
      "src/island.tsx": { classes: ["ps-island"], prefixes: [], imports: [], dynamic: ["src/dialog.tsx"] },
      "src/islands/registry.ts": { classes: [], prefixes: [], imports: [], dynamic: ["src/other.tsx"] },
      "src/other.tsx": { classes: ["ps-other"], prefixes: [], imports: [], dynamic: [] },
    },
    always: ["ps-noscript"],
    sheets: {
      "/assets/index-1.css": [
        { raw: "@keyframes spin{to{rotate:1turn}}" },
        { selectors: ["body"], needs: [[]], body: "margin:0" },
        { selectors: [".ps-page", ".ps-other"], needs: [["ps-page"], ["ps-other"]], body: "color:red" },
        { fontFace: true },
        {
          at: "@media (width<=40rem)",
          nodes: [
            { selectors: [".ps-card--wide"], needs: [["ps-card--wide"]], body: "width:100%" },
            { selectors: [".ps-dialog"], needs: [["ps-dialog"]], body: "inset:0" },
          ],
        },
        {
          at: "@media print",
          nodes: [{ selectors: [".ps-other"], needs: [["ps-other"]], body: "display:none" }],
        },
        { selectors: [".ps-noscript"], needs: [["ps-noscript"]], body: "display:block" },
      ],
      "/assets/island-2.css": [
        { selectors: [".ps-island"], needs: [["ps-island"]], body: "padding:0" },
        { selectors: [".ps-other .ps-island"], needs: [["ps-other", "ps-island"]], body: "padding:1px" },
      ],
    },
  };
  const { cssFor } = createPageCss(data);

  it("keeps the rules the page's code can draw, in the sheets' order, and no font faces", () => {
    expect(cssFor(["/assets/index-1.css"], { modules: ["src/page.tsx"], withLazyParts: [] })).toBe(
      "@keyframes spin{to{rotate:1turn}}body{margin:0}.ps-page{color:red}@media (width<=40rem){.ps-card--wide{width:100%}}.ps-noscript{display:block}",
    );
  });

  it("follows an island's lazy parts, but never the registry's", () => {
    const css = cssFor(["/assets/index-1.css", "/assets/island-2.css"], {
      modules: ["src/islands/registry.ts"],
      withLazyParts: ["src/island.tsx", "src/islands/registry.ts"],
    });
    expect(css).toContain(".ps-dialog{inset:0}");
    expect(css).toContain(".ps-island{padding:0}");
    expect(css).not.toContain("ps-other");
    expect(css).not.toContain("ps-card");
  });

  it("gives nothing for a sheet it does not know (the page then carries the whole sheets)", () => {
    expect(cssFor(["/assets/other-3.css"], { modules: [], withLazyParts: [] })).toBeUndefined();
  });
});
