import { CrmShell, LanguageSwitch } from "@church/ui-kit";
import { QueryClient, QueryClientContext, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useContext, useState } from "react";
import { useTranslation } from "react-i18next";
import { CreateRecordTest } from "./components/create-record-test.tsx";
import { SessionCheck } from "./components/session-check.tsx";
import "./crm-test.texts.ts";
import "./crm-test-page.css";

/** The records test page (/admin/crm-test): session, an auth probe and a raw record-creation form. */
export default function CrmTestPage() {
  const hostClient = useContext(QueryClientContext);
  if (hostClient) return <CrmTestContent />;
  return (
    <OwnQueryClient>
      <CrmTestContent />
    </OwnQueryClient>
  );
}

function CrmTestContent() {
  const { t } = useTranslation("crm-test");
  return (
    <CrmShell title={t("title")} subtitle={t("subtitle")} actions={<LanguageSwitch compact />}>
      <div className="crm-test">
        <SessionCheck />
        <CreateRecordTest />
      </div>
    </CrmShell>
  );
}

function OwnQueryClient({ children }: { children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
