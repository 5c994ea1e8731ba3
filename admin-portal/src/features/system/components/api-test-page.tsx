import { routes } from "@church/contracts";
import { Button, PageHeader } from "@church/ui-kit";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../lib/api-client.ts";
import { type ProbeResult, ProbeResultView, probe } from "./probe-result.tsx";

const calls = {
  ping: () => api.call(routes.system.ping),
  events: () => api.call(routes.events.list, { query: { upcoming: true } }),
} as const;
type CallName = keyof typeof calls;

/** /api-test: ping the API and fetch upcoming events, showing the JSON answer or the error. */
export function ApiTestPage() {
  const { t } = useTranslation("admin");
  const [running, setRunning] = useState<CallName | null>(null);
  const [results, setResults] = useState<Partial<Record<CallName, ProbeResult>>>({});

  const run = async (name: CallName) => {
    setRunning(name);
    const result = await probe(calls[name]);
    setResults((current) => ({ ...current, [name]: result }));
    setRunning(null);
  };

  return (
    <main id="main" className="ap-page">
      <PageHeader title={t("apiTest.title")} description={t("apiTest.intro")} />
      <div className="ap-actions">
        <Button onClick={() => void run("ping")} loading={running === "ping"}>
          {t("apiTest.ping")}
        </Button>
        <Button variant="secondary" onClick={() => void run("events")} loading={running === "events"}>
          {t("apiTest.events")}
        </Button>
      </div>
      {results.ping && <ProbeResultView result={results.ping} />}
      {results.events && <ProbeResultView result={results.events} />}
    </main>
  );
}
