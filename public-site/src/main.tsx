import "@church/ui-kit/styles.css";
import "./app/app.css";
import "./app/pages.css";
import { type PageState, pageStateId } from "./lib/page-state.ts";

if (import.meta.env.DEV && import.meta.env.VITE_MOCK_API === "1") {
  const { startMockApi } = await import("./app/mock-api.ts");
  await startMockApi();
}

/** The state the server sent with the page, or null (the development server renders in the browser). */
function readPageState(): PageState | null {
  // The server's is the last: content, rendered before it, can never stand in for it (issue 26).
  const text = [...document.querySelectorAll(`script#${pageStateId}`)].at(-1)?.textContent;
  return text ? (JSON.parse(text) as PageState) : null;
}

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

const state = readPageState();
// An islands page hydrates only its interactive parts, each as its own root (islands/start-islands.ts);
// any other page, the whole app. The server lists the chosen module's chunks for boot.js to preload.
if (state?.islands) {
  const { startIslands } = await import("./islands/start-islands.ts");
  startIslands(state);
} else {
  const { startApp } = await import("./app/start-app.tsx");
  await startApp(root, state);
}
// React listens from here on: public/boot.js stops holding taps (it makes the last one again once the
// app is ready, routes/layout.tsx or islands/start-islands.ts).
dispatchEvent(new Event("app-listening"));
