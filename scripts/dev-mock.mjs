#!/usr/bin/env node
// `npm run dev:mock`: the three apps' dev servers answered by MSW from the contracts' mocks, with no API
// and no database; and the public site's exposed modules from a dev server too (`dev:remote`), since no
// API serves its build. DEV_PORT moves the ports (default 5173, 5174, 5175, and 5176 for that remote).
import { pnpm } from "./pnpm.mjs";

const filters = ["./public-site", "./admin-portal", "./pastor-crm"].flatMap((app) => ["--filter", app]);
process.exit(
  pnpm(["run", "--parallel", ...filters, "/^dev(:remote)?$/"], {
    env: { ...process.env, VITE_MOCK_API: "1" },
  }),
);
