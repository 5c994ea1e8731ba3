import { readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
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
      if (node.name === "font-face") out.push({ fontFace: true });
      else if (node.nodes && ["media", "supports", "container", "layer"].includes(node.name)) {
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
      for (const file of Object.keys(bundle).filter((name) => name.endsWith(".css"))) {
        const parsed = postcss.parse(readFileSync(join(dir, file), "utf8"));
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
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (!info || !ours(id) || /\.(css|svg|png|jpe?g|webp|woff2?|json)(\?|$)/.test(id)) continue;
        const found = classesIn(rendered.get(id) ?? "", known, knownList);
        modules[keyOf(id.replace(/\?.*$/, ""))] = {
          ...found,
          imports: info.importedIds.filter(ours).map(keyOf),
          dynamic: info.dynamicallyImportedIds.filter(ours).map(keyOf),
        };
      }
      const always = classesIn(
        ["index.html", "boot.js"].map((file) => readFileSync(join(dir, file), "utf8")).join("\n"),
        known,
        knownList,
      ).classes;
      const data: PageCssData = { modules, always, sheets };
      writeFileSync(join(dir, pageCssFile), JSON.stringify(data));
    },
  };
}
