// The worker thread's entry. Plain JavaScript: a worker does not inherit the loader that runs the
// server's TypeScript, so this loads the TypeScript worker through tsx's API.
import { tsImport } from "tsx/esm/api";

await tsImport("./transcode-worker.ts", import.meta.url);
