import { type AppName, appBasePaths, appForPath, churchInfo, publicRoutes } from "@church/contracts";
import { federation } from "@module-federation/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, loadEnv, type Plugin } from "vite";
import mfConfig from "./module-federation.config.ts";
import { churchJsonLd, websiteJsonLd } from "./src/lib/seo/structured-data.ts";

const app: AppName = "publicSite";

/**
 * In development each app runs its own dev server (hot reload); in production one origin serves all
 * three (the API, see appForPath). These ports are fixed so the apps can find each other.
 */
const devOrigins: Record<AppName, string> = {
  publicSite: "http://localhost:5173",
  adminPortal: "http://localhost:5174",
  pastorCrm: "http://localhost:5175",
};
const apiOrigin = process.env.API_DEV_ORIGIN ?? "http://localhost:3000";

/**
 * Makes the three dev servers behave like the one origin: `/_mf/remotes.json` points at the dev
 * servers' remote entries, and a page another app owns (e.g. /admin-login opened on the public
 * site's port) is redirected to that app's dev server.
 */
function oneOriginInDev(): Plugin {
  return {
    name: "church:one-origin-in-dev",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? "/", "http://dev.local");
        if (url.pathname === "/_mf/remotes.json") {
          res.setHeader("content-type", "application/json");
          res.end(
            JSON.stringify({
              publicSite: `${devOrigins.publicSite}/remoteEntry.js`,
              adminPortal: `${devOrigins.adminPortal}/remoteEntry.js`,
              pastorCrm: `${devOrigins.pastorCrm}/remoteEntry.js`,
            }),
          );
          return;
        }
        const isPage = req.method === "GET" && (req.headers.accept ?? "").includes("text/html");
        const owner = appForPath(url.pathname) ?? "publicSite";
        if (isPage && owner !== app && !url.pathname.includes(".")) {
          res.statusCode = 302;
          res.setHeader("location", `${devOrigins[owner]}${url.pathname}${url.search}`);
          res.end();
          return;
        }
        next();
      });
    },
  };
}

const socialImage = "/images/social/amani-friends-1200x630.jpg";
const logo = "/images/social/logo-512.png";

/** Routes search engines should list: every public page once (duplicates point to their canonical twin). */
const duplicateRoutes = new Set(["/join-in-person", "/watch-online", "/search"]);
const sitemapRoutes = publicRoutes.filter((route) => !route.includes(":") && !duplicateRoutes.has(route));

const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * Findable without JavaScript: the church and website JSON-LD and default social cards go into
 * index.html, and robots.txt and sitemap.xml are written next to it (pages refine the rest at run time).
 */
function seoFiles(origin: string): Plugin {
  return {
    name: "church:seo-files",
    transformIndexHtml() {
      const meta = (property: string, content: string) => ({
        tag: "meta",
        attrs: property.startsWith("og:") ? { property, content } : { name: property, content },
        injectTo: "head" as const,
      });
      return [
        { tag: "link", attrs: { rel: "canonical", href: `${origin}/` }, injectTo: "head" },
        meta("og:type", "website"),
        meta("og:site_name", churchInfo.name),
        meta("og:title", churchInfo.name),
        meta("og:url", `${origin}/`),
        meta("og:image", `${origin}${socialImage}`),
        meta("og:image:width", "1200"),
        meta("og:image:height", "630"),
        meta("og:locale", "en_US"),
        meta("twitter:card", "summary_large_image"),
        meta("twitter:title", churchInfo.name),
        meta("twitter:image", `${origin}${socialImage}`),
        {
          tag: "script",
          attrs: { type: "application/ld+json" },
          children: escapeJson([churchJsonLd(origin, logo, socialImage), websiteJsonLd(origin)]),
          injectTo: "head",
        },
      ];
    },
    generateBundle() {
      this.emitFile({
        type: "asset",
        fileName: "robots.txt",
        source: `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /admin-login\nDisallow: /api/\nDisallow: /_mf/\n\nSitemap: ${origin}/sitemap.xml\n`,
      });
      const urls = sitemapRoutes
        .map((route) => `  <url><loc>${origin}${route === "/" ? "/" : route}</loc></url>`)
        .join("\n");
      this.emitFile({
        type: "asset",
        fileName: "sitemap.xml",
        source: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      });
    },
  };
}

export default defineConfig(({ command, mode }) => ({
  // Built files live under the app's base on the one origin; the dev server serves from the root.
  base: command === "build" ? appBasePaths[app] : "/",
  plugins: [
    react(),
    federation(mfConfig),
    oneOriginInDev(),
    seoFiles(
      (loadEnv(mode, process.cwd(), "VITE_").VITE_SITE_ORIGIN || churchInfo.website).replace(/\/+$/, ""),
    ),
  ],
  build: {
    target: "esnext",
    rolldownOptions: {
      treeshake: { manualPureFunctions: ["z"] },
      output: {
        codeSplitting: {
          // contracts' zod-csp module (imported for its side effect by the API client) gets a chunk of
          // its own: left to the bundler, it shares zod's chunk, and importing it brought zod into every
          // page's first load. index.html's zod-jitless.js does its work before any module anyway.
          groups: [{ name: "zod-csp", test: /contracts[\\/]src[\\/]common[\\/]zod-csp\.ts$/ }],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    // Absolute asset URLs, so this app's remote entry also works when another dev server loads it.
    origin: devOrigins[app],
    // A regex key: "/api" alone would also catch the /api-test page.
    proxy: { "^/api/": { target: apiOrigin } },
  },
  preview: { port: 5173, strictPort: true },
}));
