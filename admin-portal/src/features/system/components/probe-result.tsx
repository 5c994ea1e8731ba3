import { useTranslation } from "react-i18next";

export type ProbeResult = { ok: true; data: unknown } | { ok: false; error: unknown };

function asJson(value: unknown): string {
  if (value instanceof Error) {
    return JSON.stringify({ ...value, name: value.name, message: value.message }, null, 2);
  }
  return JSON.stringify(value, null, 2);
}

/** The raw answer of a test call, marked as success or failure. */
export function ProbeResultView({ result }: { result: ProbeResult }) {
  const { t } = useTranslation("admin");
  return (
    <figure className="ap-probe" data-ok={result.ok}>
      <figcaption className="ap-probe__label">
        {result.ok ? t("apiTest.success") : t("apiTest.failure")}
      </figcaption>
      <pre className="ap-probe__json">{asJson(result.ok ? result.data : result.error)}</pre>
    </figure>
  );
}

/** Runs a call and turns its outcome into a ProbeResult (never throws). */
export async function probe(call: () => Promise<unknown>): Promise<ProbeResult> {
  try {
    return { ok: true, data: await call() };
  } catch (error) {
    return { ok: false, error };
  }
}
