import "@church/ui-kit/styles.css";
import "./app/app.css";
import "./app/pages.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";

if (import.meta.env.DEV && import.meta.env.VITE_MOCK_API === "1") {
  const { startMockApi } = await import("./app/mock-api.ts");
  await startMockApi();
}

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
