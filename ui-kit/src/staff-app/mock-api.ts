import { handlers } from "@church/contracts/mocks";
import { setupWorker } from "msw/browser";

/** VITE_MOCK_API=1: answer /api calls in the browser from the contracts' mocks (no API needed). */
export async function startMockApi(): Promise<void> {
  await setupWorker(...handlers).start({
    onUnhandledRequest: "bypass",
    serviceWorker: { url: "/mockServiceWorker.js" },
  });
}
