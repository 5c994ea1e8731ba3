import { Toaster } from "@church/ui-kit";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { createQueryClient } from "../lib/query-client.ts";
import "../i18n/index.ts";

/** Everything the screens expect around them: data cache and toasts (i18n is ui-kit's one instance). */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
