import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.ts";

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
      JWT_SECRET: "x".repeat(40),
    });
    expect(env).toMatchObject({ DEMO_MODE: false, COOKIE_SECURE: true, VALIDATE_RESPONSES: false });
  });
});
