import { z } from "zod";

/**
 * The apps run under a Content-Security-Policy without 'unsafe-eval'. Zod's fast path compiles parsers
 * with `new Function`, and its probe for it makes the browser report a CSP violation even though zod
 * catches the refusal. In browsers we turn the fast path off before any schema is built, so the probe
 * never runs; the API (no document) keeps it. Imported first by every entry point of this package.
 */
if (typeof (globalThis as { document?: unknown }).document !== "undefined") z.config({ jitless: true });
