import { describe, expect, it } from "vitest";
import { classesInHtml, classesNeeded, createPageCss, type PageCssData } from "./page-css.ts";

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

describe("classesInHtml", () => {
  it("reads the class names of the page's elements, not text that looks like one", () => {
    const html =
      '<div class="ps-a  ps-b"><p>class="ps-text"</p><svg class="ck-icon"></svg><i data-class="ps-c"></i></div>';
    expect([...classesInHtml(html)]).toEqual(["ps-a", "ps-b", "ck-icon"]);
  });
});

describe("createPageCss", () => {
  const data: PageCssData = {
    modules: {
      "src/islands/start-islands.ts": { classes: ["ps-runtime"], prefixes: [], imports: ["src/times.ts"] },
      "src/times.ts": { classes: [], prefixes: ["ps-time--"], imports: [] },
      "src/island.tsx": { classes: ["ps-island"], prefixes: [], imports: [] },
    },
    always: ["ps-noscript"],
    fontFaces: "",
    sheets: {
      "/assets/index-1.css": [
        { raw: "@keyframes spin{to{rotate:1turn}}" },
        { selectors: ["body"], needs: [[]], body: "margin:0" },
        { selectors: [".ps-page", ".ps-other"], needs: [["ps-page"], ["ps-other"]], body: "color:red" },
        {
          at: "@media (width<=40rem)",
          nodes: [
            { selectors: [".ps-time--late"], needs: [["ps-time--late"]], body: "color:gray" },
            { selectors: [".ps-dialog"], needs: [["ps-dialog"]], body: "inset:0" },
          ],
        },
        {
          at: "@media print",
          nodes: [{ selectors: [".ps-other"], needs: [["ps-other"]], body: "display:none" }],
        },
        { selectors: [".ps-noscript"], needs: [["ps-noscript"]], body: "display:block" },
        { selectors: [".ps-runtime"], needs: [["ps-runtime"]], body: "display:grid" },
      ],
      "/assets/island-2.css": [
        { selectors: [".ps-island"], needs: [["ps-island"]], body: "padding:0" },
        { selectors: [".ps-page .ps-island"], needs: [["ps-page", "ps-island"]], body: "padding:1px" },
      ],
    },
  };
  const { cssFor } = createPageCss(data);

  it("keeps the rules of the page's HTML and of the runtime's code, in the sheets' order, and no font faces", () => {
    expect(
      cssFor(["/assets/index-1.css"], { classes: ["ps-page"], modules: ["src/islands/start-islands.ts"] }),
    ).toBe(
      "@keyframes spin{to{rotate:1turn}}body{margin:0}.ps-page{color:red}@media (width<=40rem){.ps-time--late{color:gray}}.ps-noscript{display:block}.ps-runtime{display:grid}",
    );
  });

  it("keeps a selector only when the page has every class it needs, and not an island's rules it does not draw", () => {
    const css = cssFor(["/assets/index-1.css", "/assets/island-2.css"], {
      classes: ["ps-island"],
      modules: [],
    });
    expect(css).toContain(".ps-island{padding:0}");
    expect(css).not.toContain(".ps-page");
    expect(css).not.toContain("ps-dialog");
    expect(css).not.toContain("ps-runtime");
  });

  it("gives nothing for a sheet it does not know (the page then carries the whole sheets)", () => {
    expect(cssFor(["/assets/other-3.css"], { classes: [], modules: [] })).toBeUndefined();
  });
});
