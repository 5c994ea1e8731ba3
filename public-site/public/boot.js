// A deferred classic script in <head>: deferred scripts and modules run in document order, so this runs
// before any module of the app, without holding up the first paint. It turns off zod's JIT, whose
// `new Function` probe the Content-Security-Policy (no 'unsafe-eval') reports as a violation. The same
// line in contracts/src/common/zod-csp.ts is not enough here: the bundler places it in a chunk that
// runs after the chunk where zod builds the contracts' schemas. Zod 4 reads its settings from this global.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
