import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import postcss, { type ChildNode } from "postcss";
import type { Plugin } from "vite";
import { type CssNode, classesNeeded, type PageCssData, pageCssFile } from "../src/server/page-css.ts";

function cssNodes(nodes: readonly ChildNode[]): CssNode[] {
  const out: CssNode[] = [];
  for (const node of nodes) {
    if (node.type === "rule") {
      const body = node.nodes.map((child) => child.toString()).join(";");
      out.push({ selectors: node.selectors, needs: node.selectors.map(classesNeeded), body });
    } else if (node.type === "atrule") {
      if (node.name === "font-face") continue;
      if (node.nodes && ["media", "supports", "container", "layer"].includes(node.name)) {
        out.push({ at: `@${node.name} ${node.params}`, nodes: cssNodes(node.nodes) });
      } else out.push({ raw: node.toString().replace(/;?$/, node.nodes ? "" : ";") });
    }
  }
  return out;
}

/** Words of `code` that are class names of the sheets, and prefixes it completes at run time. */
function classesIn(code: string, known: Set<string>, knownList: readonly string[]) {
  const classes = new Set<string>();
  for (const [word] of code.matchAll(/-?[_a-zA-Z][\w-]*/g)) if (known.has(word)) classes.add(word);
  const prefixes = new Set<string>();
  for (const match of code.matchAll(/([_a-zA-Z][\w-]*[-_])(?=\$\{|["'`]\s*\+)/g)) {
    const prefix = match[1] ?? "";
    if (knownList.some((name) => name.startsWith(prefix))) prefixes.add(prefix);
  }
  return { classes: [...classes].sort(), prefixes: [...prefixes].sort() };
}

/** A barrel: a module that only passes on others' exports (ui-kit's public interface). */
const isBarrel = (id: string) => /[\\/]ui-kit[\\/]src[\\/]index\.ts$/.test(id);

/** A barrel's exports by name: the module each comes from (`export { A, B } from "./a.tsx"`). */
function barrelExports(id: string, code: string): Map<string, string> {
  const from = new Map<string, string>();
  for (const [, names = "", spec = ""] of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    for (const name of names.split(",")) {
      const exported = name
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (exported && !exported.startsWith("type ")) from.set(exported, resolve(dirname(id), spec));
    }
  }
  return from;
}

/**
 * The names `code` imports from the barrel `specifier` (`import { A, B as C } from "…"`), or undefined
 * when it takes the barrel whole (`import * as`, a re-export of everything).
 */
function namesImported(code: string, specifier: string): string[] | undefined {
  const quoted = specifier.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  const whole = new RegExp(`(?:import|export)\\s*\\*[^;]*from\\s*["']${quoted}["']`);
  if (whole.test(code)) return undefined;
  const named = new RegExp(
    `(?:import|export)\\s*(?:type\\s*)?\\{([^}]*)\\}\\s*from\\s*["']${quoted}["']`,
    "g",
  );
  return [...code.matchAll(named)].flatMap(([, names = ""]) =>
    names
      .split(",")
      .map(
        (name) =>
          name
            .trim()
            .split(/\s+as\s+/)[0]
            ?.trim() ?? "",
      )
      .filter((name) => name && !name.startsWith("type ")),
  );
}

/**
 * Writes `dist/client/.vite/page-css.json` (src/server/page-css.ts) after the browser build: each
 * built sheet cut into its rules with the classes each selector needs, and each of the app's modules
 * (not node_modules') with the sheets' class names its code holds and its imports. The page server
 * only puts them together: which rules a page carries is decided here, once, not per request.
 */
export function pageCssPlugin(): Plugin {
  let root = "";
  const keyOf = (id: string) => relative(root, id).split(sep).join("/");
  return {
    name: "church:page-css",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    writeBundle(options, bundle) {
      const dir = options.dir ?? join(root, "dist", "client");
      const sheets: PageCssData["sheets"] = {};
      const known = new Set<string>();
      let fontFaces = "";
      for (const file of Object.keys(bundle).filter((name) => name.endsWith(".css"))) {
        const parsed = postcss.parse(readFileSync(join(dir, file), "utf8"));
        // The web fonts' rules leave the sheets: an islands page loads its whole sheets once an island
        // wakes, and a first visit downloads no font (decision 034). The server puts them into a
        // returning visitor's pages (src/server/page-styles.ts).
        let faces = "";
        parsed.walkAtRules("font-face", (rule) => {
          faces += rule.toString();
          rule.remove();
        });
        if (faces) writeFileSync(join(dir, file), parsed.toString());
        fontFaces += faces;
        const nodes = cssNodes(parsed.nodes);
        sheets[`/${file}`] = nodes;
        parsed.walkRules((rule) => {
          for (const selector of rule.selectors) for (const name of classesNeeded(selector)) known.add(name);
        });
      }
      const knownList = [...known];
      // Each module's code as the build rendered it, without what tree-shaking removed (a barrel such as
      // ui-kit's index imports every component; the site's code uses some).
      const rendered = new Map<string, string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        for (const [id, module] of Object.entries(output.modules)) rendered.set(id, module.code ?? "");
      }
      const modules: PageCssData["modules"] = {};
      const ours = (id: string) => !id.startsWith("\0") && !id.includes(`${sep}node_modules${sep}`);
      // A module that imports some of ui-kit's components through its barrel draws those, not all of
      // them: its imports of the barrel become imports of the components' own modules.
      const ids = [...this.getModuleIds()];
      const barrels = new Map(
        ids.filter(isBarrel).map((id) => [id, barrelExports(id, this.getModuleInfo(id)?.code ?? "")]),
      );
      /** The modules an import of `barrel` by `code` stands for (the barrel itself, when unsure). */
      const through = (barrel: string, code: string, moduleIds: readonly string[]): string[] => {
        const names = namesImported(code, "@church/ui-kit");
        const exports = barrels.get(barrel);
        if (!names || !exports) return [barrel];
        const sources = names.map((name) => exports.get(name));
        if (sources.some((source) => source === undefined)) return [barrel];
        // An export's path as written may lack the module's extension: the id it was resolved to.
        return sources.map((source) => moduleIds.find((id) => id.startsWith(source ?? "")) ?? barrel);
      };
      for (const id of ids) {
        const info = this.getModuleInfo(id);
        if (!info || !ours(id) || /\.(css|svg|png|jpe?g|webp|woff2?|json)(\?|$)/.test(id)) continue;
        const found = classesIn(rendered.get(id) ?? "", known, knownList);
        const imports = info.importedIds.flatMap((imported) =>
          barrels.has(imported) && !barrels.has(id) ? through(imported, info.code ?? "", ids) : [imported],
        );
        modules[keyOf(id.replace(/\?.*$/, ""))] = {
          ...found,
          imports: [...new Set(imports.filter(ours).map(keyOf))],
        };
      }
      const always = classesIn(
        ["index.html", "boot.js"].map((file) => readFileSync(join(dir, file), "utf8")).join("\n"),
        known,
        knownList,
      ).classes;
      const data: PageCssData = { modules, always, sheets, fontFaces };
      writeFileSync(join(dir, pageCssFile), JSON.stringify(data));
    },
  };
}
