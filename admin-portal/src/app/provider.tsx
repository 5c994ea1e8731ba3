import { queryDefaults } from "@church/contracts/client";
import { Toaster } from "@church/ui-kit";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import "../i18n/admin.texts.ts";

/** Everything the screens expect around them: data cache and toasts (i18n is ui-kit's one instance). */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: queryDefaults }));
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
