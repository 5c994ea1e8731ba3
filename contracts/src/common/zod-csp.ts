/**
 * The apps run under a Content-Security-Policy without 'unsafe-eval'. Zod's fast path compiles parsers
 * with `new Function`, and its probe for it (run when the first object schema is built) makes the
 * browser report a CSP violation even though zod catches the refusal. In browsers we turn the fast path
 * off before any schema is built; the API (no document) keeps it.
 *
 * This module deliberately does not import zod: if it did, the bundler would have to run zod (and the
 * schemas it puts in the same chunk) before this line, which is exactly the ordering we must avoid.
 * Zod 4 keeps its settings in `globalThis.__zod_globalConfig` and reads them from there at start, so
 * writing there first is the same as `z.config({ jitless: true })`. The e2e CSP test guards this.
 */
const scope = globalThis as { document?: unknown; __zod_globalConfig?: Record<string, unknown> };
if (scope.document !== undefined) {
  scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });
}
