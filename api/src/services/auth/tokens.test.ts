import { decodeJwt, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { call, getTestApp, signIn, testDriver } from "../../test/test-app.ts";
import { keyFor } from "../keys/keys.ts";

/** Re-signs a real session's claims with `key` (the sessions' key), leaving out the named registered claims. */
async function forge(
  cookie: string,
  leaveOut: readonly ("exp" | "iat" | "iss" | "aud")[],
  key?: Uint8Array,
): Promise<string> {
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
  return jwt.sign(key ?? keyFor(deps.env, "sessions"));
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

  it("refuses a token signed with JWT_SECRET itself or another purpose's key (issue 26)", async () => {
    const { deps } = await getTestApp();
    const cookie = await signIn("pastor");
    for (const key of [new TextEncoder().encode(deps.env.JWT_SECRET), keyFor(deps.env, "known-device")]) {
      const token = await forge(cookie, [], key);
      const answer = await call("GET", "/api/auth/me", { headers: { authorization: `Bearer ${token}` } });
      expect(answer.status).toBe(401);
    }
  });
});
