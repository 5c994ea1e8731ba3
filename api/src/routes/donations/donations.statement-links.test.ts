import { createHmac, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signFor } from "../../services/keys/keys.ts";
import { statementToken, verifyStatementToken } from "./donations.statement-pdf.ts";

const env = { JWT_SECRET: randomBytes(48).toString("base64") };

describe("donor statement links (issue 26)", () => {
  it("open only with the statement links' own key, not JWT_SECRET itself or another purpose's key", () => {
    const claim = { email: "grace@example.com", year: 2025, language: "en" as const };
    const token = statementToken(env, claim);
    const [payload = ""] = token.split(".");
    expect(verifyStatementToken(env, token)).toEqual(claim);
    // How they were signed before: an HMAC under JWT_SECRET itself.
    const underJwtSecret = createHmac("sha256", env.JWT_SECRET)
      .update(`donation-statement:${payload}`)
      .digest("base64url");
    expect(verifyStatementToken(env, `${payload}.${underJwtSecret}`)).toBe(null);
    expect(verifyStatementToken(env, `${payload}.${signFor(env, "unsubscribe-links", payload)}`)).toBe(null);
  });
});
