// Runs before the page is shown (a classic script in <head>), before any module of the app:
// 1. Marks the page as running JavaScript: without it (this file does not run), the parts that need
//    JavaScript are hidden and plain notes say so instead (app.css, components/needs-javascript.tsx).
// 2. Turns off zod's JIT, whose `new Function` probe the Content-Security-Policy (no 'unsafe-eval')
//    reports as a violation. The same line in contracts/src/common/zod-csp.ts is not enough here: the
//    bundler places it in a chunk that runs after the chunk where zod builds the contracts' schemas.
//    Zod 4 reads its settings from this global.
document.documentElement.setAttribute("data-js", "");
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
