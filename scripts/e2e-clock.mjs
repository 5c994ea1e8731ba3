// Runs a Node process (the e2e server, Playwright's runner and workers) as if it were E2E_NOW:
// `node --import ./scripts/e2e-clock.mjs`, with E2E_NOW an ISO date-time such as
// 2027-07-31T22:00:00-04:00. Date (and so PGlite's now(), which reads it) is shifted by one fixed
// offset, so time still flows. Used only by the date-shifted end-to-end run (scripts/test.mjs); the
// product itself has no notion of a fake clock.
const target = process.env.E2E_NOW;
if (target) {
  const RealDate = Date;
  const at = RealDate.parse(target);
  if (Number.isNaN(at)) throw new Error(`E2E_NOW is not a date-time: ${target}`);
  const offset = at - RealDate.now();
  const now = () => RealDate.now() + offset;
  globalThis.Date = new Proxy(RealDate, {
    construct: (date, args, newTarget) =>
      Reflect.construct(date, args.length === 0 ? [now()] : args, newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (date, key, receiver) => (key === "now" ? now : Reflect.get(date, key, receiver)),
  });
}
