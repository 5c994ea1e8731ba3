import type { RecordsScreenProps } from "@church/ui-kit";
import { QueryClient, QueryClientContext, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useContext, useState } from "react";
import { RecordsPortal } from "../features/records/components/records-portal.tsx";

/**
 * The pastor's church-records portal, rendered at /admin/crm and loaded at run time by the admin
 * portal. It uses the host's QueryClient when there is one (shared cache) and brings its own otherwise,
 * so it works wherever it is mounted and leaves nothing global behind.
 */
export default function RecordsScreen(props: RecordsScreenProps) {
  const hostClient = useContext(QueryClientContext);
  if (hostClient) return <RecordsPortal {...props} />;
  return (
    <OwnQueryClient>
      <RecordsPortal {...props} />
    </OwnQueryClient>
  );
}

function OwnQueryClient({ children }: { children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
