import { randomBytes } from "node:crypto";
import type { Role } from "@church/contracts";
import { jwtVerify, SignJWT } from "jose";

export interface AccessClaims {
  sub: string;
  sid: string;
  role: Role;
}

const ISSUER = "church-api";
const AUDIENCE = "church-staff";

/** `key`: the sessions' own key (services/keys: keyFor(env, "sessions")). */
export function createTokenService(key: Uint8Array, accessTtlSeconds: number) {
  return {
    accessTtlSeconds,
    async signAccess(claims: AccessClaims): Promise<string> {
      return new SignJWT({ sid: claims.sid, role: claims.role })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(claims.sub)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${accessTtlSeconds}s`)
        .sign(key);
    },
    /**
     * The claims of a valid, unexpired token, or null. Every registered claim we set is required: jose
     * checks `exp` only when present, so a token signed without one would otherwise never expire.
     */
    async verifyAccess(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ["HS256"],
          requiredClaims: ["exp", "iat", "iss", "aud", "sub"],
          // No token of ours lives longer than the configured lifetime, whatever its exp says.
          maxTokenAge: accessTtlSeconds,
          clockTolerance: 5,
        });
        if (
          typeof payload.sub !== "string" ||
          typeof payload.sid !== "string" ||
          typeof payload.role !== "string"
        ) {
          return null;
        }
        return { sub: payload.sub, sid: payload.sid, role: payload.role as Role };
      } catch {
        return null;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;

/** Refresh tokens are random; only their SHA-256 is stored. */
export const newRefreshToken = (): string => randomBytes(32).toString("base64url");
