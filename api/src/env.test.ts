import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv, repoRoot, secretBits } from "./env.ts";

const dataDir = () => mkdtempSync(join(tmpdir(), "church-env-"));

describe("configuration", () => {
  it("defaults to the embedded database in demo mode on port 3000", () => {
    const env = parseEnv({ DATA_DIR: dataDir() });
    expect(env).toMatchObject({ PORT: 3000, DEMO_MODE: true, COOKIE_SECURE: false });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it("keeps the generated development secret across starts", () => {
    const dir = dataDir();
    expect(parseEnv({ DATA_DIR: dir }).JWT_SECRET).toBe(parseEnv({ DATA_DIR: dir }).JWT_SECRET);
  });

  it("stops with a message naming a bad setting", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(EnvError);
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL/);
  });

  it("requires JWT_SECRET in production outside demo mode", () => {
    expect(() => parseEnv({ NODE_ENV: "production", DATABASE_URL: "postgres://db/church" })).toThrow(
      /JWT_SECRET/,
    );
    const env = parseEnv({
      NODE_ENV: "production",
      DATABASE_URL: "postgres://db/church",
      JWT_SECRET: randomBytes(48).toString("base64"),
      CARE_NOTES_KEYS: `k1:${randomBytes(32).toString("base64")}`,
    });
    expect(env).toMatchObject({ DEMO_MODE: false, COOKIE_SECURE: true, VALIDATE_RESPONSES: false });
  });
});

/** `KEY=value` lines of infra/.env.example, as compose reads them. */
function envExample(): Record<string, string> {
  const text = readFileSync(join(repoRoot, "infra", ".env.example"), "utf8");
  return Object.fromEntries(
    [...text.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map(([, key = "", value = ""]) => [key, value]),
  );
}
/** The `stringData` of infra/k8s/secret.example.yaml (one `KEY: value` a line). */
function k8sSecretExample(): Record<string, string> {
  const text = readFileSync(join(repoRoot, "infra", "k8s", "secret.example.yaml"), "utf8");
  const data = text.slice(text.indexOf("stringData:"));
  return Object.fromEntries(
    [...data.matchAll(/^ {2}([A-Z][A-Z0-9_]*): (.*)$/gm)]
      .map(([, key = "", value = ""]) => [key, value.replace(/^"(.*)"$/, "$1")])
      .filter(([, value]) => value !== ""),
  );
}
/** What infra/compose.yaml hands the API from .env.example. */
function composeApiEnv(): Record<string, string> {
  const e = envExample();
  return {
    NODE_ENV: "production",
    DATABASE_URL: `postgres://${e.POSTGRES_USER}:${e.POSTGRES_PASSWORD}@postgres:5432/${e.POSTGRES_DB}`,
    JWT_SECRET: e.JWT_SECRET ?? "",
    SEED_ADMIN_EMAIL: e.SEED_ADMIN_EMAIL ?? "",
    SEED_ADMIN_PASSWORD: e.SEED_ADMIN_PASSWORD ?? "",
    CARE_NOTES_KEYS: e.CARE_NOTES_KEYS ?? "",
    STORAGE_DRIVER: "s3",
    S3_BUCKET: e.S3_BUCKET ?? "",
    S3_ACCESS_KEY_ID: e.MINIO_ROOT_USER ?? "",
    S3_SECRET_ACCESS_KEY: e.MINIO_ROOT_PASSWORD ?? "",
  };
}
const generated = () => randomBytes(48).toString("base64");

describe("secrets in production (issue 26)", () => {
  it("refuses to start with the secrets of infra/.env.example, naming each setting", () => {
    const attempt = () => parseEnv(composeApiEnv());
    expect(attempt).toThrow(EnvError);
    for (const name of [
      "JWT_SECRET",
      "SEED_ADMIN_PASSWORD",
      "DATABASE_URL",
      "S3_SECRET_ACCESS_KEY",
      "CARE_NOTES_KEYS",
    ]) {
      expect(attempt).toThrow(new RegExp(`${name}: still the example's placeholder`));
    }
    expect(attempt).toThrow(/openssl rand -base64 48/);
    // Replaced with real secrets, the same configuration starts.
    const real = {
      ...composeApiEnv(),
      JWT_SECRET: generated(),
      SEED_ADMIN_PASSWORD: generated(),
      DATABASE_URL: `postgres://church:${randomBytes(16).toString("hex")}@postgres:5432/church`,
      S3_SECRET_ACCESS_KEY: generated(),
      CARE_NOTES_KEYS: `2027a:${randomBytes(32).toString("base64")}`,
    };
    expect(parseEnv(real).DEMO_MODE).toBe(false);
  });

  it("refuses to start with the Kubernetes secret example, naming each placeholder", () => {
    const attempt = () => parseEnv({ NODE_ENV: "production", ...k8sSecretExample() });
    for (const name of [
      "JWT_SECRET",
      "SEED_ADMIN_PASSWORD",
      "DATABASE_URL",
      "METRICS_TOKEN",
      "S3_SECRET_ACCESS_KEY",
      "SMTP_URL",
      "CARE_NOTES_KEYS",
    ]) {
      expect(attempt).toThrow(new RegExp(`${name}: still the example's placeholder`));
    }
  });

  it("refuses a JWT_SECRET that is long enough but easy to guess", () => {
    expect(secretBits("x".repeat(40))).toBe(0);
    // Few distinct characters, or one piece repeated (which spreads its letters well).
    for (const weak of ["x".repeat(40), "abcdabcdabcdabcdabcdabcdabcdabcdabcd", "0123456789".repeat(4)]) {
      expect(() =>
        parseEnv({ NODE_ENV: "production", DATABASE_URL: "postgres://db/church", JWT_SECRET: weak }),
      ).toThrow(/JWT_SECRET: too easy to guess/);
    }
    expect(secretBits(generated())).toBeGreaterThan(200);
  });

  it("lets demo mode (the e2e suite: NODE_ENV=production, DEMO_MODE=true) start with throwaway secrets", () => {
    const env = parseEnv({ ...composeApiEnv(), DEMO_MODE: "true", DATA_DIR: dataDir() });
    expect(env.DEMO_MODE).toBe(true);
  });

  it("the server stops at once (exit 78) with the example's secrets, saying which", () => {
    const started = spawnSync(process.execPath, ["--import", "tsx", "src/server.ts"], {
      cwd: join(repoRoot, "api"),
      env: { PATH: process.env.PATH, ...composeApiEnv(), DATA_DIR: dataDir() },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(started.status).toBe(78);
    expect(started.stderr).toContain("JWT_SECRET: still the example's placeholder");
    expect(started.stderr).toContain("SEED_ADMIN_PASSWORD: still the example's placeholder");
  });
});

describe("CARE_NOTES_KEYS (issue 28, decision 028)", () => {
  const key = () => randomBytes(32).toString("base64");
  const production = {
    NODE_ENV: "production",
    DATABASE_URL: "postgres://db/church",
    JWT_SECRET: generated(),
  };

  it("is required in production, and a bad value stops the start naming it", () => {
    expect(() => parseEnv(production)).toThrow(/CARE_NOTES_KEYS: required in production/);
    for (const [value, reason] of [
      ["k1:change-me-care-notes-key", /CARE_NOTES_KEYS: still the example's placeholder/],
      [`k1:${randomBytes(16).toString("base64")}`, /CARE_NOTES_KEYS: key "k1" is 16 bytes/],
      [`k1:${key()},k1:${key()}`, /CARE_NOTES_KEYS: the id "k1" is given twice/],
      [key(), /CARE_NOTES_KEYS: write id:base64key pairs/],
      [`k1:${Buffer.alloc(32, 7).toString("base64")}`, /CARE_NOTES_KEYS: key "k1" is too easy to guess/],
    ] as const) {
      expect(() => parseEnv({ ...production, CARE_NOTES_KEYS: value }), value).toThrow(reason);
    }
  });

  it("reads id:key pairs, the current first, each a 32-byte AES key (HKDF of the secret, not the secret)", () => {
    const [newer, older] = [key(), randomBytes(48).toString("base64url")];
    const env = parseEnv({ ...production, CARE_NOTES_KEYS: `2027a:${newer}, 2026b:${older}` });
    expect(env.CARE_NOTES_KEYS?.map((k) => [k.id, k.key.length])).toEqual([
      ["2027a", 32],
      ["2026b", 32],
    ]);
    expect(env.CARE_NOTES_KEYS?.[0]?.key.toString("base64")).not.toBe(newer);
    // Outside production none is needed: the notes service derives one from JWT_SECRET.
    expect(parseEnv({ DATA_DIR: dataDir() }).CARE_NOTES_KEYS).toBeNull();
  });
});
