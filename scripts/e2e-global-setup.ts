import { readFileSync } from "node:fs";
import { join } from "node:path";

interface DemoCredential {
  role: "admin" | "pastor" | "content_editor" | "usher";
  email: string;
  password: string;
}

/** Hands the demo accounts the server generated for this run's data folder to the tests. */
export default function globalSetup(): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set");
  const credentials = JSON.parse(
    readFileSync(join(dataDir, "demo-credentials.json"), "utf8"),
  ) as DemoCredential[];
  for (const { role, email, password } of credentials) {
    const key = role === "content_editor" ? "EDITOR" : role.toUpperCase();
    process.env[`E2E_${key}_EMAIL`] = email;
    process.env[`E2E_${key}_PASSWORD`] = password;
  }
}
