import { fileURLToPath } from "node:url";
import { componentTestConfig } from "@church/vite-config/component-tests";
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

/**
 * The server's render tests are a project of their own, so their workers never render in the browser's
 * way afterwards: React's server renderer leaves the last page's context values (the router's location
 * among them) set on the shared context objects once it is done (harmless in a server, where nothing
 * else renders), and a component test run after it in the same worker then saw "a <Router> inside
 * another <Router>". Each project's workers keep their modules from one file to the next.
 */
const serverTests = "src/server/**/*.test.{ts,tsx}";
const base = componentTestConfig("./src/testing/setup-tests.ts");
// Named so that the repository's root config (all packages in one run) can list them: Vitest does not
// read projects nested in a project.
const root = fileURLToPath(new URL(".", import.meta.url));

export const publicSiteProjects: TestProjectInlineConfiguration[] = [
  {
    ...base,
    root,
    test: {
      ...base.test,
      name: "@church/public-site",
      exclude: [...configDefaults.exclude, serverTests],
    },
  },
  { ...base, root, test: { ...base.test, name: "@church/public-site (server)", include: [serverTests] } },
];

export default defineConfig({
  test: { maxWorkers: base.test?.maxWorkers, projects: publicSiteProjects },
});
