import { RouterProvider } from "react-router-dom";
import { AppProvider } from "./provider.tsx";
import type { AppRouter } from "./router.tsx";

export function App({ router }: { router: AppRouter }) {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
