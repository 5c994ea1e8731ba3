import { chatFallbackMessages } from "@church/contracts";

export interface ProviderConfig {
  /** Base URL of an OpenAI-compatible API, e.g. https://api.openai.com/v1 */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

export type ProviderResult = { ok: true; message: string } | { ok: false; kind: FailureKind; detail: string };

/** The failure paths of public-site.md section 8, each with its own fallback text. */
export type FailureKind = "timeout" | "network" | "serverError" | "badResponse" | "default";

export const fallbackFor = (kind: FailureKind): string => chatFallbackMessages[kind];

interface CompletionReply {
  choices?: Array<{ message?: { content?: unknown } }>;
}

/**
 * Asks an OpenAI-compatible chat-completions API. Never throws: every failure becomes a kind with a
 * detail for the log. `signal` ends the call early when the visitor goes away.
 */
export async function askProvider(
  config: ProviderConfig,
  messages: Array<{ role: "system" | "user"; content: string }>,
  signal?: AbortSignal,
): Promise<ProviderResult> {
  const timeout = AbortSignal.timeout(config.timeoutMs);
  const combined = signal ? AbortSignal.any([timeout, signal]) : timeout;
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl.replace(/\/+$/, "")}/chat/completions`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: config.model, messages, max_tokens: 400, temperature: 0.3 }),
      signal: combined,
    });
  } catch (error) {
    return classifyThrown(error);
  }
  if (!response.ok) {
    // Drain the body so the connection is released.
    await response.text().catch(() => "");
    const detail = `HTTP ${response.status}: ${response.statusText}`;
    return { ok: false, kind: response.status >= 500 ? "serverError" : "default", detail };
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    return classifyThrown(error);
  }
  let reply: CompletionReply;
  try {
    reply = JSON.parse(text) as CompletionReply;
  } catch {
    return { ok: false, kind: "badResponse", detail: "Invalid JSON from the provider" };
  }
  const content = reply?.choices?.[0]?.message?.content;
  if (typeof content !== "string" || content.trim() === "") {
    return { ok: false, kind: "badResponse", detail: "No message in the provider's reply" };
  }
  return { ok: true, message: content.trim() };
}

function classifyThrown(error: unknown): ProviderResult {
  const name = error instanceof Error ? error.name : "";
  const detail = error instanceof Error ? error.message : String(error);
  if (name === "TimeoutError" || name === "AbortError") return { ok: false, kind: "timeout", detail };
  // fetch rejects with a TypeError ("fetch failed") when the server cannot be reached.
  if (name === "TypeError") return { ok: false, kind: "network", detail };
  return { ok: false, kind: "default", detail };
}
