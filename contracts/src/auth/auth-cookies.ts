// No zod here: the public site's first load reads this name (public-site/src/islands/start-islands.ts).

/**
 * A cookie that only says "staff signed in on this browser" (no token, readable by scripts, for the
 * whole site): the public site's pages hydrate their header at once for staff (their menu) and not for
 * visitors (public-site/src/islands). The session itself stays in the httpOnly cookies under /api.
 */
export const signedInHintCookie = "church-signed-in";
