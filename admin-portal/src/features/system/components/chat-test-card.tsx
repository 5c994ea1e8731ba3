import { routes } from "@church/contracts";
import { Button, Card, TextField, useLanguage } from "@church/ui-kit";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../lib/api-client.ts";
import { systemTestNamespace } from "../system-test.texts.ts";
import { type ProbeResult, ProbeResultView, probe } from "./probe-result.tsx";

const promptKeys = ["serviceTime", "location", "mission"] as const;

/** /test: a question to the public chat endpoint, answered raw. */
export function ChatTestCard() {
  const { t } = useTranslation(systemTestNamespace);
  const { language } = useLanguage();
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ProbeResult | null>(null);

  const send = async (text: string) => {
    setBusy(true);
    setResult(await probe(() => api.call(routes.chat.ask, { body: { message: text, language } })));
    setBusy(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (message.trim()) void send(message.trim());
  };

  return (
    <Card title={t("chat.title")} description={t("chat.intro")}>
      <form className="ap-stack" onSubmit={submit}>
        {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not form fields */}
        <div className="ap-actions" role="group" aria-label={t("chat.quick")}>
          {promptKeys.map((key) => (
            <Button
              key={key}
              size="sm"
              variant="secondary"
              onClick={() => {
                setMessage(t(`chat.prompts.${key}`));
                void send(t(`chat.prompts.${key}`));
              }}
            >
              {t(`chat.prompts.${key}`)}
            </Button>
          ))}
        </div>
        <TextField
          label={t("chat.message")}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
        <div className="ap-actions">
          <Button type="submit" loading={busy} disabled={!message.trim()}>
            {t("chat.send")}
          </Button>
        </div>
      </form>
      {result && <ProbeResultView result={result} />}
    </Card>
  );
}
