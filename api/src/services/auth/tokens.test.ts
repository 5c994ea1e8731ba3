import { decodeJwt, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { call, getTestApp, signIn, testDriver } from "../../test/test-app.ts";

/** Re-signs a real session's claims with the real secret, leaving out the named registered claims. */
async function forge(cookie: string, leaveOut: readonly ("exp" | "iat" | "iss" | "aud")[]): Promise<string> {
  const { deps } = await getTestApp();
  const token = /access_token=([^;]+)/.exec(cookie)?.[1] ?? "";
  const claims = decodeJwt(token);
  let jwt = new SignJWT({ sid: claims.sid, role: claims.role })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(claims.sub));
  if (!leaveOut.includes("iss")) jwt = jwt.setIssuer(String(claims.iss));
  if (!leaveOut.includes("aud")) jwt = jwt.setAudience(claims.aud as string);
  if (!leaveOut.includes("iat")) jwt = jwt.setIssuedAt();
  if (!leaveOut.includes("exp")) jwt = jwt.setExpirationTime("5m");
  return jwt.sign(new TextEncoder().encode(deps.env.JWT_SECRET));
}

describe(`access tokens [${testDriver}]`, () => {
  it("accepts a token with every registered claim, and refuses one without exp, iat, issuer or audience", async () => {
    const cookie = await signIn("pastor");
    const complete = await forge(cookie, []);
    expect(
      (await call("GET", "/api/auth/me", { headers: { authorization: `Bearer ${complete}` } })).status,
    ).toBe(200);
    for (const claim of ["exp", "iat", "iss", "aud"] as const) {
      const token = await forge(cookie, [claim]);
      const answer = await call("GET", "/api/auth/me", { headers: { authorization: `Bearer ${token}` } });
      expect(answer.status, `a token without ${claim}`).toBe(401);
      expect(
        (await call("GET", "/api/crm/records", { cookie: `access_token=${token}` })).status,
        `a cookie token without ${claim}`,
      ).toBe(401);
    }
  });
});
