// Runs before any module of the app (a classic script in <head>): turns off zod's JIT, whose `new
// Function` probe the Content-Security-Policy (no 'unsafe-eval') reports as a violation. The same line
// in contracts/src/common/zod-csp.ts is not enough here: the bundler places it in a chunk that runs after
// the chunk where zod builds the contracts' schemas. Zod 4 reads its settings from this global.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
