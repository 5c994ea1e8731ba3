import { componentTestConfig } from "@church/vite-config/component-tests";

// Isolated: without it, some files see "a <Router> inside another <Router>" after others ran in the same
// worker (the staff apps and ui-kit share workers between files).
export default componentTestConfig("./src/testing/setup-tests.ts", { isolate: true });
